import type { EventDto, EventExtraDto, EventPlaceDto } from '@salones/shared/events';

type Copied =
  | 'name'
  | 'fecha'
  | 'turno'
  | 'entrada'
  | 'salida'
  | 'paqueteName'
  | 'userName'
  | 'lastname'
  | 'precioPaquete'
  | 'precio'
  | 'descuento'
  | 'precioTotal'
  | 'abonado'
  | 'adeudo'
  | 'comentarios'
  | 'guisado'
  | 'guisado1'
  | 'guisado2'
  | 'guisado3'
  | 'guisado4'
  | 'infantil'
  | 'pastel'
  | 'piñata'
  | 'refrescos'
  | 'agua'
  | 'dulceros'
  | 'show';

/**
 * What the contract-style view shows. A saved event (EventDto) fits as it is; the wizard's preview
 * builds one from an unfinished form, so anything may be missing (docs/product.md#5-validation-rules fallback
 * texts).
 */
export type EventDetailData = Pick<EventDto, Copied> & {
  personas: number | null;
  email?: string;
  fechaDeRegistro?: string;
  lugar: Pick<EventPlaceDto, 'sucursal' | 'direccion' | 'phone'> | null;
  /** the salón as the server names it to the family (only at a branch of several); the wizard's preview has none */
  salonMostrado?: string | null;
  creador: { name: string; lastname: string } | null;
  abonos: { abono: number | null; metodo: string; fechadePago: string | null; recibioName?: string }[];
  adicionales: Pick<EventExtraDto, 'nombre' | 'piezas' | 'precio' | 'total'>[];
  /** A saved event's plan (the balance's due date); the wizard's preview has none */
  plan?: EventDto['plan'];
  /** only the wizard's preview knows the package's included items */
  paqueteDescripciones?: string[];
};
