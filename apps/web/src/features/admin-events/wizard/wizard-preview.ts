import type { UserDto } from '@salones/shared/accounts';
import { MENU_FIELDS } from '@salones/shared/events';
import { toCentavos, toPesos } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import type { PlaceDto } from '@salones/shared/places';
import { type EventMoney, extraTotal } from '@salones/shared/pricing';
import type { QuoteDto } from '@salones/shared/quote';
import type { EventDetailData } from '../../../components/event-detail/event-detail-data.ts';
import type { ProductOption } from '../product-option.ts';
import { pricedExtras, wizardMoney } from './wizard-money.ts';
import { numberOrNull, type WizardValues } from './wizard-values.ts';

/** The quote's figures (pesos in, centavos out, as wizardMoney gives them) with the payment typed. */
function quoteMoney(q: QuoteDto, values: WizardValues): EventMoney {
  const extrasTotal = q.lineas
    .filter((l) => l.tipo === 'extra')
    .reduce((a, l) => a + toCentavos(l.importe), 0);
  const abonado = toCentavos(numberOrNull(values.abono) ?? 0);
  return {
    precioPaquete: toCentavos(q.subtotal) - extrasTotal,
    extrasTotal,
    precio: toCentavos(q.subtotal),
    descuento: toCentavos(q.descuento),
    precioTotal: toCentavos(q.total),
    abonado,
    adeudo: toCentavos(q.total) - abonado,
  };
}

/** The unfinished form as the contract will read ('Visualizar Contrato'); gaps show the spec's fallback texts. */
export function toPreview(
  values: WizardValues,
  ctx: {
    customer: UserDto | undefined;
    staff: UserDto | null;
    place: PlaceDto | undefined;
    pkg: PackageDto | undefined;
    products: readonly ProductOption[];
    /** The server's quote, when there is one — the contract reads its figures */
    quote?: QuoteDto;
  },
): EventDetailData {
  const money = ctx.quote ? quoteMoney(ctx.quote, values) : wizardMoney(values, ctx.pkg, ctx.products);
  const abono = numberOrNull(values.abono);
  const menu = Object.fromEntries(MENU_FIELDS.map((f) => [f, values[f].trim()])) as Record<
    (typeof MENU_FIELDS)[number],
    string
  >;
  return {
    ...menu,
    name: values.name.trim(),
    fecha: values.fecha ?? '',
    turno: values.turno ?? '',
    personas: numberOrNull(values.personas),
    entrada: values.entrada,
    salida: values.salida,
    paqueteName: ctx.pkg?.name ?? '',
    paqueteDescripciones: ctx.pkg ? ctx.pkg.descripciones.map((d) => d.descripcion) : undefined,
    userName: ctx.customer?.name ?? '',
    lastname: ctx.customer?.lastname ?? '',
    email: ctx.customer?.email,
    lugar: ctx.place
      ? { sucursal: ctx.place.sucursal, direccion: ctx.place.direccion, phone: ctx.place.phone }
      : null,
    creador: ctx.staff ? { name: ctx.staff.name, lastname: ctx.staff.lastname } : null,
    precioPaquete: toPesos(money.precioPaquete),
    precio: toPesos(money.precio),
    descuento: toPesos(money.descuento),
    precioTotal: toPesos(money.precioTotal),
    abonado: toPesos(money.abonado),
    adeudo: toPesos(money.adeudo),
    abonos: [{ abono, metodo: values.metodo, fechadePago: values.fechadePago, recibioName: ctx.staff?.name }],
    adicionales: pricedExtras(values.adicionales, ctx.products).map((e) => {
      const precio = e.precio ?? 0;
      return {
        nombre: e.nombre,
        piezas: e.piezas,
        precio,
        total: toPesos(extraTotal({ precio: toCentavos(precio), piezas: e.piezas })),
      };
    }),
    comentarios: values.comentarios.trim(),
  };
}
