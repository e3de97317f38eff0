// The party page /fiesta/{codigo}, rendered by the server as one small HTML document: no script,
// its CSS inline, so it reads and answers (a real <form> POST) with JavaScript off, and loads at once on a
// phone. docs/architecture.md#public-pages-work-without-javascript,
// docs/architecture.md#guests-data-stays-with-the-family: `noindex`, nothing of the family's account.
// docs/decisions/012-party-page.md.
import { formatDateMx } from '@salones/shared/dates';
import {
  ALERGIAS_MAX,
  GUESTS_RANGE,
  INVITATION_TEXT,
  NOMBRE_MAX,
  type PublicInvitationDto,
  TELEFONO_MAX,
  THEMES,
  whatsappShareUrl,
} from '@salones/shared/invitations';
import { partyHours } from '@salones/shared/party-hours';
import { pageUrl, type RsvpRow } from './invitation-queries.ts';

export interface PartyPageProps {
  publicUrl: string;
  clubName: string;
  /** null: the page cannot be shown (unknown code, closed) — `notice` says why */
  party: PublicInvitationDto | null;
  /** the answer this browser sent (its cookie), to show and edit */
  own: RsvpRow | null;
  /** the result of the form just sent */
  notice?: { kind: 'ok' | 'error'; text: string } | null;
  /** what the guest typed, kept when the form was refused */
  draft?: Record<string, string | undefined>;
  /** cache key of the preview image (changes when the page is edited) */
  imageVersion?: string;
  /** where the page's forms post: the page itself, or the guest's own link when opened by it */
  formAction: string;
  /** the guest's own link ('Cambiar mi respuesta'), shown with their answer */
  personalUrl: string | null;
}

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;background:var(--bg)}
main{max-width:640px;margin:0 auto;padding:16px}
.hero{background:var(--bg);color:var(--ink);text-align:center;padding:8px 8px 16px}
.hero svg{display:block;margin:0 auto;width:160px;height:96px}
.kicker{margin:0;font-size:1.05rem}h1{margin:0;font-size:2.4rem;line-height:1.15;word-break:break-word}
.age{margin:4px 0 0;font-size:1.35rem;font-weight:700}.count{display:inline-block;margin-top:12px;padding:4px 14px;border-radius:999px;background:var(--accent);color:var(--on);font-weight:700}
.card{background:#fff;border-radius:16px;padding:16px 18px;margin-top:14px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h2{font-size:1.2rem;margin:0 0 8px}dl{margin:0}dt{font-weight:700;margin-top:8px}dd{margin:0}
.msg{white-space:pre-line;margin:0}
a{color:#0b4f9c}.row{display:flex;flex-wrap:wrap;gap:10px;margin-top:12px}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:10px 18px;border-radius:12px;font:inherit;font-weight:700;text-decoration:none;border:2px solid var(--accent);cursor:pointer}
.primary{background:var(--accent);color:var(--on)}.secondary{background:#fff;color:#212529}
.wa{background:#1a7f37;border-color:#1a7f37;color:#fff}
label{display:block;font-weight:600;margin-top:12px}input[type=text],input[type=tel],input[type=number]{display:block;width:100%;min-height:48px;margin-top:4px;padding:8px 12px;font:inherit;border:1px solid #868e96;border-radius:10px;background:#fff;color:#212529}
fieldset{border:0;padding:0;margin:12px 0 0}legend{font-weight:600;padding:0}
.opt{display:flex;align-items:center;gap:10px;min-height:44px;margin:0;font-weight:400}.opt input{width:22px;height:22px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.link{overflow-wrap:anywhere;font-size:.9rem;color:#495057;margin:8px 0 0}
.notice{padding:12px 14px;border-radius:12px;margin-top:14px;font-weight:600}.ok{background:#d3f9d8;color:#0b3d17}.error{background:#ffe3e3;color:#7a0c0c}
footer{text-align:center;color:var(--ink);font-size:.9rem;padding:20px 0}`;

function Figure({ tema }: { tema: PublicInvitationDto['tema'] }) {
  const t = THEMES[tema];
  const [a, b, c] = t.dots;
  if (t.figure === 'estrellas') {
    const star = (x: number, y: number, r: number, fill: string) => {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const ang = (Math.PI / 5) * i - Math.PI / 2;
        const rr = i % 2 ? r / 2.3 : r;
        return `${(x + rr * Math.cos(ang)).toFixed(1)},${(y + rr * Math.sin(ang)).toFixed(1)}`;
      }).join(' ');
      return <polygon points={pts} fill={fill} />;
    };
    return (
      <svg viewBox="0 0 160 96" width="160" height="96" aria-hidden="true">
        {star(40, 50, 26, a)}
        {star(86, 34, 20, b)}
        {star(124, 60, 24, c)}
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 160 96" width="160" height="96" aria-hidden="true">
      <path d="M44 62 Q40 78 48 94M82 50 Q86 72 78 94M118 60 Q112 78 120 94" stroke={t.ink} fill="none" />
      <ellipse cx="44" cy="38" rx="20" ry="25" fill={a} />
      <ellipse cx="82" cy="28" rx="20" ry="25" fill={b} />
      <ellipse cx="118" cy="36" rx="20" ry="25" fill={c} />
    </svg>
  );
}

/** The niños or adultos of an answer (GUESTS_RANGE). */
function PeopleField({ name, label, value }: { name: 'ninos' | 'adultos'; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        min={GUESTS_RANGE.min}
        max={GUESTS_RANGE.max}
        required
        defaultValue={value}
      />
    </div>
  );
}

function RsvpForm({ own, draft, formAction: action }: Pick<PartyPageProps, 'own' | 'draft' | 'formAction'>) {
  const v = (key: string, fallback: string) => draft?.[key] ?? fallback;
  const asistira = v('asistira', own ? (own.asistira ? 'si' : 'no') : '');
  return (
    <>
      <form method="post" action={action}>
        <label htmlFor="nombre">{INVITATION_TEXT.nombre}</label>
        <input
          id="nombre"
          name="nombre"
          type="text"
          required
          maxLength={NOMBRE_MAX}
          autoComplete="name"
          defaultValue={v('nombre', own?.nombre ?? '')}
        />
        <fieldset>
          <legend>{INVITATION_TEXT.asistira}</legend>
          <label className="opt">
            <input type="radio" name="asistira" value="si" required defaultChecked={asistira === 'si'} />
            {INVITATION_TEXT.si}
          </label>
          <label className="opt">
            <input type="radio" name="asistira" value="no" defaultChecked={asistira === 'no'} />
            {INVITATION_TEXT.no}
          </label>
        </fieldset>
        <div className="two">
          <PeopleField
            name="ninos"
            label={INVITATION_TEXT.ninos}
            value={v('ninos', String(own?.ninos ?? 1))}
          />
          <PeopleField
            name="adultos"
            label={INVITATION_TEXT.adultos}
            value={v('adultos', String(own?.adultos ?? 1))}
          />
        </div>
        <label htmlFor="alergias">{INVITATION_TEXT.alergias}</label>
        <input
          id="alergias"
          name="alergias"
          type="text"
          maxLength={ALERGIAS_MAX}
          defaultValue={v('alergias', own?.alergias ?? '')}
        />
        <label htmlFor="telefono">{INVITATION_TEXT.telefono}</label>
        <input
          id="telefono"
          name="telefono"
          type="tel"
          maxLength={TELEFONO_MAX}
          autoComplete="tel"
          defaultValue={v('telefono', own?.telefono ?? '')}
        />
        <div className="row">
          <button className="btn primary" type="submit">
            {own ? INVITATION_TEXT.update : INVITATION_TEXT.send}
          </button>
        </div>
      </form>
      {own && (
        <form method="post" action={action} className="row">
          <input type="hidden" name="accion" value="retirar" />
          <button className="btn secondary" type="submit">
            {INVITATION_TEXT.withdraw}
          </button>
        </form>
      )}
    </>
  );
}

/** The guest's own link: their answer from any browser, where this one's cookie is not (WhatsApp's own too). */
function PersonalLink({ url }: { url: string }) {
  return (
    <section className="card" aria-labelledby="enlace">
      <h2 id="enlace">{INVITATION_TEXT.personalLinkTitle}</h2>
      <p>{INVITATION_TEXT.personalLinkHint}</p>
      <div className="row">
        <a className="btn secondary" href={url}>
          {INVITATION_TEXT.changeAnswer}
        </a>
      </div>
      <p className="link">{url}</p>
    </section>
  );
}

function Party(props: PartyPageProps & { party: PublicInvitationDto }) {
  const { party, own, notice, draft, publicUrl, formAction, personalUrl } = props;
  const share = whatsappShareUrl(
    INVITATION_TEXT.shareText(
      party.festejado,
      party.edad,
      party.fechaEnPalabras,
      pageUrl(publicUrl, party.codigo),
    ),
  );
  const link = own && personalUrl ? <PersonalLink url={personalUrl} /> : null;
  // right under the confirmation when the guest has just answered; below the answer otherwise
  const justAnswered = notice?.kind === 'ok';
  const when = partyHours(party);
  const hours = when ? INVITATION_TEXT.hours(when.entrada, when.salida) : '';
  const deadline = formatDateMx(party.fechaLimite);
  return (
    <>
      <header className="hero">
        <Figure tema={party.tema} />
        <p className="kicker">{INVITATION_TEXT.invitesYou(party.festejado)}</p>
        <h1>{party.festejado}</h1>
        <p className="age">{INVITATION_TEXT.cumple(party.edad)}</p>
        <p className="count">{INVITATION_TEXT.countdown(party.diasParaLaFiesta)}</p>
      </header>
      {notice && (
        <p className={`notice ${notice.kind}`} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {link && justAnswered && link}
      <section className="card" aria-labelledby="cuando">
        <h2 id="cuando">{INVITATION_TEXT.whenWhere}</h2>
        <dl>
          <dt>{INVITATION_TEXT.date}</dt>
          <dd>{party.fechaEnPalabras}</dd>
          {party.turno && (
            <>
              <dt>{INVITATION_TEXT.turno}</dt>
              <dd>{party.turno}</dd>
            </>
          )}
          {hours && (
            <>
              <dt>{INVITATION_TEXT.hoursLabel}</dt>
              <dd>{hours}</dd>
            </>
          )}
          <dt>{INVITATION_TEXT.place}</dt>
          <dd>
            {party.sucursal.nombre}
            {party.salon && (
              <>
                <br />
                {INVITATION_TEXT.salon(party.salon)}
              </>
            )}
            {party.sucursal.direccion && (
              <>
                <br />
                {party.sucursal.direccion}
              </>
            )}
          </dd>
        </dl>
        <div className="row">
          {party.sucursal.mapaUrl && (
            <a className="btn secondary" href={party.sucursal.mapaUrl} rel="noopener" target="_blank">
              {INVITATION_TEXT.map}
            </a>
          )}
          {party.sucursal.whatsappUrl && (
            <a className="btn secondary" href={party.sucursal.whatsappUrl} rel="noopener" target="_blank">
              {INVITATION_TEXT.whatsappBranch}
            </a>
          )}
        </div>
      </section>
      {party.mensaje && (
        <section className="card" aria-label={INVITATION_TEXT.message}>
          <p className="msg">{party.mensaje}</p>
        </section>
      )}
      <div className="row">
        <a className="btn wa" href={share} rel="noopener" target="_blank">
          {INVITATION_TEXT.share}
        </a>
        <a
          className="btn secondary"
          href={`/api/invitacion/${party.codigo}/fiesta.ics`}
          download="fiesta.ics"
        >
          {INVITATION_TEXT.calendar}
        </a>
      </div>
      <section className="card" aria-labelledby="rsvp">
        <h2 id="rsvp">{own ? INVITATION_TEXT.yourAnswer : INVITATION_TEXT.rsvpTitle}</h2>
        {party.abierta || own ? (
          <>
            {party.abierta && <p>{INVITATION_TEXT.rsvpDeadline(deadline)}</p>}
            <RsvpForm own={own} draft={draft} formAction={formAction} />
          </>
        ) : (
          <p>{INVITATION_TEXT.rsvpClosed}</p>
        )}
      </section>
      {link && !justAnswered && link}
    </>
  );
}

function Document(props: PartyPageProps) {
  const { party, publicUrl, clubName } = props;
  const theme = THEMES[party?.tema ?? 'globos'];
  const title = party ? INVITATION_TEXT.pageTitle(party.festejado) : clubName;
  const startsAt = party ? partyHours(party)?.entrada : '';
  const description = party
    ? `${INVITATION_TEXT.cumple(party.edad)} ${party.fechaEnPalabras}${startsAt ? `, ${startsAt}` : ''}, ${party.sucursal.nombre}`
    : '';
  const image = party
    ? `${publicUrl}/api/invitacion/${party.codigo}/imagen.png?v=${props.imageVersion ?? ''}`
    : '';
  const vars = `:root{--bg:${theme.bg};--ink:${theme.ink};--accent:${theme.accent};--on:${theme.onAccent}}`;
  return (
    <html lang="es-MX">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" type="image/png" sizes="64x64" href="/favicon.png" />
        {party && (
          <>
            <meta name="description" content={description} />
            <meta property="og:type" content="website" />
            <meta property="og:title" content={title} />
            <meta property="og:description" content={description} />
            <meta property="og:url" content={pageUrl(publicUrl, party.codigo)} />
            <meta property="og:image" content={image} />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
            <meta name="twitter:card" content="summary_large_image" />
          </>
        )}
        <meta name="theme-color" content={theme.bg} />
        <style>{vars + CSS}</style>
      </head>
      <body>
        <main>
          {party ? (
            <Party {...props} party={party} />
          ) : (
            <section className="card">
              <h1 style={{ fontSize: '1.6rem' }}>{props.notice?.text}</h1>
              <p>
                <a href="/">{clubName}</a>
              </p>
            </section>
          )}
        </main>
        <footer>{clubName}</footer>
      </body>
    </html>
  );
}

/** The page's HTML (React's static markup: every text escaped). */
export async function renderPartyPage(props: PartyPageProps): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  return `<!doctype html>${renderToStaticMarkup(<Document {...props} />)}`;
}
