// Staff's list of CFDI (GET /api/facturas and its CSV): one month's, by the day each was stamped (Mexico City),
// newest first — a month is required, so the list is bounded (docs/architecture.md, "Nothing unbounded"), and
// the JSON comes a page at a time. An admin with a branch sees that branch's (the factura global belongs to no
// branch); a super_admin and an admin of no branch every CFDI, or one branch's when asked. A CFDI with a step still
// to do (a complement, an egreso the PAC refused; the job retries) carries its error for staff.
import type { FacturaListItem } from '@salones/shared/contract/facturas';
import { todayInMexicoCity } from '@salones/shared/dates';
import { CFDI_ESTADO_LABELS, CFDI_TIPO_LABELS, type CfdiEstado } from '@salones/shared/fiscal/cancelacion';
import { datesOfMes, PUBLICO_EN_GENERAL } from '@salones/shared/fiscal/factura-global';
import { toCentavos, toPesos } from '@salones/shared/money';
import { mayReadFacturasOf, ownBranchOf } from '@salones/shared/permissions';
import { csvDate, csvMoney, toCsv } from '@salones/shared/reports';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { events, facturas, fiscalData, places } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

export interface FacturaListFilter {
  mes: string;
  lugar?: string;
  estado?: CfdiEstado;
}

/** The list's conditions: the month (Mexico City days), the branch the caller reaches or asked for, the state. */
function whereOf(user: CurrentUser, filter: FacturaListFilter): SQL | undefined {
  const placeId = filter.lugar ?? ownBranchOf(user) ?? null;
  if (!mayReadFacturasOf(user, placeId)) throw forbidden();
  const { from, to } = datesOfMes(filter.mes);
  return and(
    sql`${facturas.createdAt} >= (${from}::date::timestamp at time zone 'America/Mexico_City')`,
    sql`${facturas.createdAt} < ((${to}::date + 1)::timestamp at time zone 'America/Mexico_City')`,
    placeId ? eq(events.placeId, placeId) : undefined,
    filter.estado ? eq(facturas.estado, filter.estado) : undefined,
  );
}

const related = alias(facturas, 'related');

function rowsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      cfdi: facturas,
      eventName: events.name,
      placeId: places.id,
      placeName: places.sucursal,
      rfc: fiscalData.rfc,
      razonSocial: fiscalData.razonSocial,
      relatedUuid: related.uuid,
      relatedGlobal: related.globalMes,
    })
    .from(facturas)
    .leftJoin(events, eq(events.id, facturas.eventId))
    .leftJoin(places, eq(places.id, events.placeId))
    .leftJoin(fiscalData, eq(fiscalData.userId, events.customerId))
    .leftJoin(related, eq(related.id, facturas.relatedId))
    .where(where)
    .orderBy(desc(facturas.createdAt), desc(facturas.id));
}

type Row = Awaited<ReturnType<typeof rowsQuery>>[number];

function toItem(r: Row): FacturaListItem {
  const f = r.cfdi;
  // the factura global and its egresos are to 'PUBLICO EN GENERAL'
  const publico = f.globalMes !== null || r.relatedGlobal !== null;
  return {
    uid: f.id,
    uuid: f.uuid,
    serie: f.serie,
    folio: f.folio,
    tipo: f.tipo,
    metodoPago: f.tipo === 'I' ? f.metodoPago : null,
    formaPago: f.formaPago,
    total: toPesos(f.totalCentavos),
    estado: f.estado,
    fecha: f.createdAt.toISOString(),
    receptor: publico
      ? { rfc: PUBLICO_EN_GENERAL.rfc, razonSocial: PUBLICO_EN_GENERAL.razonSocial }
      : { rfc: r.rfc ?? '', razonSocial: r.razonSocial ?? '' },
    evento: f.eventId && r.eventName !== null ? { uid: f.eventId, nombre: r.eventName } : null,
    lugar: r.placeId && r.placeName !== null ? { uid: r.placeId, nombre: r.placeName } : null,
    relacionado: r.relatedUuid,
    error: f.pendingError,
    pdfUrl: `/api/facturas/${f.id}/pdf`,
    xmlUrl: `/api/facturas/${f.id}/xml`,
  };
}

export async function listFacturas(
  db: Db,
  user: CurrentUser,
  filter: FacturaListFilter & { page: number; limit: number },
) {
  const where = whereOf(user, filter);
  const [rows, [count]] = await Promise.all([
    rowsQuery(db, where)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(facturas)
      .leftJoin(events, eq(events.id, facturas.eventId))
      .where(where),
  ]);
  return { facturas: rows.map(toItem), total: count.n, page: filter.page, limit: filter.limit };
}

/** The month's list as CSV (UTF-8 with BOM, Spanish headers, dates dd/mm/aaaa), up to `maxRows`. */
export async function facturasCsv(db: Db, user: CurrentUser, filter: FacturaListFilter, maxRows: number) {
  const rows = (await rowsQuery(db, whereOf(user, filter)).limit(maxRows)).map(toItem);
  return toCsv(
    [
      'Fecha',
      'Tipo',
      'Serie',
      'Folio',
      'Folio fiscal (UUID)',
      'Estado',
      'Método de pago',
      'Forma de pago',
      'Total (MXN)',
      'RFC del receptor',
      'Razón social del receptor',
      'Evento',
      'Sucursal',
      'CFDI relacionado',
      'Error',
    ],
    rows.map((f) => [
      csvDate(todayInMexicoCity(new Date(f.fecha))),
      CFDI_TIPO_LABELS[f.tipo],
      f.serie,
      f.folio,
      f.uuid,
      CFDI_ESTADO_LABELS[f.estado],
      f.metodoPago ?? '',
      f.formaPago,
      csvMoney(toCentavos(f.total)),
      f.receptor.rfc,
      f.receptor.razonSocial,
      f.evento?.nombre ?? '',
      f.lugar?.nombre ?? '',
      f.relacionado ?? '',
      f.error ?? '',
    ]),
  );
}
