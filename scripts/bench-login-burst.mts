// 20 logins at once, again and again, until SIGTERM; then prints how many were answered 200 and otherwise
// as JSON. Run by bench-service.mts in a process of its own: logins come from clients other than the one
// timing the steady stream, so the figure measures the server, not a load generator busy with logins.
const [base, email, password] = process.argv.slice(2);
const body = JSON.stringify({ email, password });
const counts = { ok: 0, other: 0 };
process.on('SIGTERM', () => {
  process.stdout.write(JSON.stringify(counts), () => process.exit(0));
});
await Promise.all(
  Array.from({ length: 20 }, async () => {
    for (;;) {
      const answer = await fetch(`${base}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).catch(() => null);
      await answer?.arrayBuffer();
      if (answer?.ok) counts.ok++;
      else counts.other++;
    }
  }),
);
