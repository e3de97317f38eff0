// The contract of /pdf/{id} (apps/web/src/components/event-detail) as a PDF file, with the
// same sections, labels, fallback texts and es-MX dates and money.
import { PAYMENT_METHOD_NONE } from '@salones/shared/constants';
import { formatDateMx } from '@salones/shared/dates';
import {
  acceptedTermsLine,
  CONTRACT_COMPLEMENTS,
  CONTRACT_LABELS,
  contractOpenFields,
  debtLabel,
  fullName,
  isOnlineBooking,
} from '@salones/shared/event-contract';
import type { EventDto } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { formatMoney } from '@salones/shared/money';
import { balanceDueLine } from '@salones/shared/payment-plan';

const MARGIN = 40;
const INK = '#222222';
const MUTED = '#666666';
const LINE = '#cccccc';
const BOLD = 'Helvetica-Bold';
const REGULAR = 'Helvetica';
const ITALIC = 'Helvetica-Oblique';

type Doc = PDFKit.PDFDocument;
type Item = { label: string; value: string; fallback?: string };

const L = CONTRACT_LABELS;

/** The terms the family accepted online, and the balance's due date of the plan. */
export interface ContractExtras {
  accepted?: { texto: string; version: number; nombre: string; aceptadoEl: Date } | null;
  saldoVenceEl?: string | null;
  /** the balance was due with the anticipo: its due date is the day of booking */
  saldoAlReservar?: boolean;
  /** the party's salón, named only when its branch has more than one */
  salon?: string | null;
}

type SaldoVence = { on: string; alReservar: boolean };

export async function renderContractPdf(
  event: EventDto,
  opts: { clubName: string } & ContractExtras,
): Promise<Buffer> {
  // loaded with the first contract asked for, not at start (idle memory)
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${L.title} · ${event.name || MSG.fallbackEventName}`, Author: opts.clubName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const open = contractOpenFields(event, { enLinea: isOnlineBooking(event, opts.accepted) });
  header(doc, event, opts.clubName);
  eventData(doc, event, open, opts.salon ?? null);
  payments(
    doc,
    event,
    opts.saldoVenceEl ? { on: opts.saldoVenceEl, alReservar: !!opts.saldoAlReservar } : null,
  );
  menu(doc, event, open);
  if (opts.accepted) acceptedTerms(doc, opts.accepted);
  signature(doc, event);
  doc.end();
  return done;
}

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Starts a new page when fewer than `height` points are left. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function rule(doc: Doc) {
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width(doc), doc.y)
    .strokeColor(LINE)
    .lineWidth(0.8)
    .stroke();
  doc.moveDown(0.6);
}

function heading(doc: Doc, text: string, size = 14) {
  ensureSpace(doc, 60);
  doc
    .font(BOLD)
    .fontSize(size)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.4);
}

function header(doc: Doc, event: EventDto, clubName: string) {
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(clubName, { width: width(doc) });
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(INK)
    .text(L.title, { width: width(doc) });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${event.lugar.sucursal} · ${L.registrado} ${formatDateMx(event.fechaDeRegistro)}`, {
      width: width(doc),
    });
  rule(doc);
}

/** Labelled values in `cols` columns, row by row (the web's SimpleGrid of InfoItems). */
function grid(doc: Doc, items: Item[], cols: number) {
  const gap = 14;
  const colWidth = (width(doc) - gap * (cols - 1)) / cols;
  for (let i = 0; i < items.length; i += cols) {
    const row = items.slice(i, i + cols);
    const heights = row.map((item) => {
      doc.font(REGULAR).fontSize(10);
      return 12 + doc.heightOfString(item.value || item.fallback || L.unspecified, { width: colWidth });
    });
    const rowHeight = Math.max(...heights);
    ensureSpace(doc, rowHeight + 6);
    const top = doc.y;
    row.forEach((item, c) => {
      const x = MARGIN + c * (colWidth + gap);
      doc
        .font(BOLD)
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(item.label.toUpperCase(), x, top, { width: colWidth });
      if (item.value) doc.font(REGULAR).fontSize(10).fillColor(INK);
      else doc.font(ITALIC).fontSize(10).fillColor(MUTED);
      doc.text(item.value || item.fallback || L.unspecified, x, top + 11, { width: colWidth });
    });
    doc.x = MARGIN;
    doc.y = top + rowHeight + 6;
  }
}

type OpenFields = ReturnType<typeof contractOpenFields>;

function eventData(doc: Doc, event: EventDto, open: OpenFields, salon: string | null) {
  heading(doc, L.data.title);
  const items: Item[] = [
    { label: L.data.evento, value: event.name, fallback: MSG.fallbackEventName },
    { label: L.data.cliente, value: fullName({ name: event.userName, lastname: event.lastname }) },
    { label: L.data.paquete, value: event.paqueteName, fallback: MSG.fallbackPackage },
    { label: L.data.turno, value: event.turno, fallback: MSG.fallbackTurno },
    {
      label: L.data.personas,
      value: event.personas ? String(event.personas) : '',
      fallback: MSG.fallbackPersonas,
    },
    { label: L.data.fecha, value: formatDateMx(event.fecha), fallback: MSG.fallbackFecha },
    { label: L.data.entrada, value: open.entrada, fallback: open.open },
    { label: L.data.salida, value: open.salida, fallback: open.open },
    { label: L.data.lugar, value: event.lugar.sucursal, fallback: MSG.fallbackLugar },
    ...(salon ? [{ label: L.data.salon, value: salon }] : []),
    ...(event.lugar.direccion ? [{ label: L.data.direccion, value: event.lugar.direccion }] : []),
    { label: L.data.vendedor, value: open.vendedor },
    { label: L.data.total, value: formatMoney(event.precioTotal) },
  ];
  grid(doc, items, 3);
  rule(doc);
}

/** A bordered table; `widths` are fractions of the page's text width. */
function table(doc: Doc, head: string[], rows: { text: string; missing?: boolean }[][], widths: number[]) {
  const total = width(doc);
  const xs: number[] = [];
  for (let i = 0; i < widths.length; i++) xs.push(i === 0 ? MARGIN : xs[i - 1] + widths[i - 1] * total);
  const pad = 4;
  const drawRow = (cells: { text: string; missing?: boolean }[], bold: boolean, shade: boolean) => {
    doc.fontSize(9);
    const height =
      Math.max(
        ...cells.map((c, i) => {
          doc.font(bold ? BOLD : c.missing ? ITALIC : REGULAR);
          return doc.heightOfString(c.text, { width: widths[i] * total - 2 * pad });
        }),
      ) +
      2 * pad;
    ensureSpace(doc, height);
    const top = doc.y;
    if (shade) doc.rect(MARGIN, top, total, height).fill('#f3f0f5');
    doc.rect(MARGIN, top, total, height).strokeColor(LINE).lineWidth(0.6).stroke();
    cells.forEach((c, i) => {
      doc
        .font(bold ? BOLD : c.missing ? ITALIC : REGULAR)
        .fillColor(c.missing ? MUTED : INK)
        .text(c.text, xs[i] + pad, top + pad, { width: widths[i] * total - 2 * pad });
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(
    head.map((text) => ({ text })),
    true,
    true,
  );
  for (const row of rows) drawRow(row, false, false);
  doc.moveDown(0.8);
}

function subheading(doc: Doc, text: string) {
  ensureSpace(doc, 50);
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.3);
}

function emptyLine(doc: Doc, text: string) {
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(text, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.8);
}

function payments(doc: Doc, event: EventDto, saldoVence: SaldoVence | null) {
  heading(doc, L.payments.title);
  subheading(doc, L.payments.pagos);
  if (!event.abonos.length) emptyLine(doc, L.payments.noPagos);
  else
    table(
      doc,
      [...L.payments.pagosHead],
      event.abonos.map((a) => [
        a.abono ? { text: formatMoney(a.abono) } : { text: MSG.fallbackCantidad, missing: true },
        a.fechadePago
          ? { text: formatDateMx(a.fechadePago) }
          : { text: MSG.fallbackFechaPago, missing: true },
        a.metodo && a.metodo !== PAYMENT_METHOD_NONE
          ? { text: a.metodo }
          : { text: MSG.fallbackMetodo, missing: true },
        { text: a.recibioName || '—' },
      ]),
      [0.22, 0.22, 0.28, 0.28],
    );
  subheading(doc, L.payments.adicionales);
  if (!event.adicionales.length) emptyLine(doc, L.payments.noAdicionales);
  else
    table(
      doc,
      [...L.payments.adicionalesHead],
      event.adicionales.map((x) => [
        { text: x.nombre || '—' },
        { text: String(x.piezas) },
        { text: formatMoney(x.precio) },
        { text: formatMoney(x.total) },
      ]),
      [0.46, 0.14, 0.2, 0.2],
    );
  totals(doc, event, saldoVence);
  rule(doc);
}

function totals(doc: Doc, event: EventDto, saldoVence: SaldoVence | null) {
  const lines: [string, string, boolean][] = [
    [L.payments.precioPaquete, formatMoney(event.precioPaquete), false],
    [L.payments.subtotal, formatMoney(event.precio), false],
    [L.payments.descuento, formatMoney(event.descuento), false],
    [L.payments.total, formatMoney(event.precioTotal), true],
    [L.payments.abonado, formatMoney(event.abonado), false],
    [L.payments.adeudo, debtLabel(event.adeudo), true],
  ];
  if (saldoVence && event.adeudo > 0) {
    lines.push([balanceDueLine(event.adeudo, saldoVence.on, saldoVence.alReservar), '', false]);
  }
  const boxWidth = 260;
  const x = MARGIN + width(doc) - boxWidth;
  ensureSpace(doc, lines.length * 14);
  for (const [label, value, strong] of lines) {
    const top = doc.y;
    doc
      .font(strong ? BOLD : REGULAR)
      .fontSize(10)
      .fillColor(INK);
    doc.text(label, x, top, { width: boxWidth - 100 });
    doc.text(value, x + boxWidth - 100, top, { width: 100, align: 'right' });
    doc.x = MARGIN;
    doc.y = top + 14;
  }
}

function menu(doc: Doc, event: EventDto, open: OpenFields) {
  heading(doc, L.menu.title);
  const guisados = [event.guisado, event.guisado1, event.guisado2, event.guisado3, event.guisado4].filter(
    Boolean,
  );
  grid(
    doc,
    [
      {
        label: L.menu.guisados,
        value: guisados.map((g) => `• ${g}`).join('\n'),
        fallback: open.noGuisados,
      },
      { label: L.menu.infantil, value: event.infantil, fallback: open.open },
    ],
    2,
  );
  grid(
    doc,
    CONTRACT_COMPLEMENTS.map(([field, label]) => ({ label, value: event[field], fallback: open.open })),
    3,
  );
  grid(doc, [{ label: L.menu.comentarios, value: event.comentarios, fallback: L.menu.noComentarios }], 1);
}

function signature(doc: Doc, event: EventDto) {
  ensureSpace(doc, 64);
  doc.y += 30;
  const lineWidth = 240;
  const x = MARGIN + (width(doc) - lineWidth) / 2;
  doc
    .moveTo(x, doc.y)
    .lineTo(x + lineWidth, doc.y)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
  doc.moveDown(0.4);
  doc.font(BOLD).fontSize(10).fillColor(INK).text(L.firma, x, doc.y, { width: lineWidth, align: 'center' });
  const cliente = fullName({ name: event.userName, lastname: event.lastname });
  if (cliente)
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(cliente, x, doc.y, { width: lineWidth, align: 'center' });
}

function acceptedTerms(doc: Doc, a: NonNullable<ContractExtras['accepted']>) {
  heading(doc, L.terms.title(a.version));
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(INK)
    .text(a.texto, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.6);
  doc
    .font(ITALIC)
    .fontSize(9)
    .fillColor(MUTED)
    .text(acceptedTermsLine(a), MARGIN, doc.y, { width: width(doc) });
  rule(doc);
}
