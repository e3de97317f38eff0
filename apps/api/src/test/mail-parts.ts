// Reads a received MIME message (nodemailer's multipart/alternative) back into subject, text and HTML,
// decoded as UTF-8, so tests can check each part of a mail.

const decodeQuotedPrintableBytes = (body: string) => {
  const ascii = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < ascii.length; i++) {
    if (ascii[i] === '=' && /^[0-9A-F]{2}$/i.test(ascii.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(ascii.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(ascii.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
};

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintableBytes(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintableBytes(text.replace(/_/g, ' ')),
    );

const splitHeadersAndBody = (part: string) => {
  const at = part.search(/\r?\n\r?\n/);
  return { headers: part.slice(0, at), body: part.slice(at).replace(/^\r?\n\r?\n/, '') };
};

export function mailParts(raw: string): { subject: string; text: string; html: string } {
  const { headers } = splitHeadersAndBody(raw);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const { headers: partHeaders, body } = splitHeadersAndBody(part.replace(/^\r?\n/, ''));
    const decoded = decodeBody(partHeaders, body).replace(/\r\n/g, '\n').trimEnd();
    if (/content-type:\s*text\/html/i.test(partHeaders)) html = decoded;
    else if (/content-type:\s*text\/plain/i.test(partHeaders)) text = decoded;
  }
  return { subject, text, html };
}

/** The files attached to a received MIME message (any depth of multipart), each decoded. */
export function mailAttachments(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const found: { filename: string; contentType: string; content: Buffer }[] = [];
  const walk = (part: string) => {
    const { headers, body } = splitHeadersAndBody(part.replace(/^\r?\n/, ''));
    const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
    const boundary = /content-type:\s*multipart\/[^;]+;.*?boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
    if (boundary) {
      for (const inner of body.split(`--${boundary}`).slice(1, -1)) walk(inner);
      return;
    }
    if (!/content-disposition:\s*attachment/i.test(unfolded)) return;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1] ?? '';
    const contentType = /content-type:\s*([^;\s]+)/i.exec(unfolded)?.[1] ?? '';
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(unfolded)?.[1]?.toLowerCase();
    const content =
      encoding === 'base64' ? Buffer.from(body.replace(/\s/g, ''), 'base64') : Buffer.from(body, 'utf8');
    found.push({ filename, contentType, content });
  };
  walk(raw);
  return found;
}
