// The party page (/fiesta/{codigo}) a family shares, and the RSVP answers that feed the head
// count. Request schemas, DTOs, the Spanish texts (ours, not the spec's) and the rules both sides share.
// docs/architecture.md#guests-data-stays-with-the-family: the page shows nothing of the family's account;
// answers are read only by owner and staff.
import { z } from 'zod';
import { WHATSAPP_COUNTRY_CODE } from './constants.ts';
import { addDays, type IsoDate, MONTH_NAMES, todayInMexicoCity, WEEKDAY_NAMES } from './dates.ts';
import { dateInput, inputText, okAnswer, okWithMsg, optionalInput, wholeNumber } from './schema-helpers.ts';

// ── Rules ──
export const FESTEJADO_MAX = 60;
export const MENSAJE_MAX = 500;
export const NOMBRE_MAX = 80;
export const ALERGIAS_MAX = 200;
export const TELEFONO_MAX = 20;
export const EDAD_RANGE = { min: 1, max: 17 } as const;
/** niños and adultos of one answer */
export const GUESTS_RANGE = { min: 0, max: 10 } as const;
/** default RSVP deadline: this many days before the event */
export const DEFAULT_DEADLINE_DAYS = 3;
/** the page closes this many days after the event */
export const CLOSE_AFTER_DAYS = 7;
/** random bytes of a page code and of a guest's token (base64url: 22 and 32 characters) */
export const CODE_BYTES = 16;
export const TOKEN_BYTES = 24;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The built-in looks: colours and an illustration (drawn by the page and the preview image). */
export const THEMES = {
  globos: {
    label: 'Globos',
    bg: '#fff4e6',
    ink: '#5c2d00',
    accent: '#a63e00',
    onAccent: '#ffffff',
    dots: ['#ff6b6b', '#fcc419', '#4dabf7'],
    figure: 'globos',
  },
  dinosaurios: {
    label: 'Dinosaurios',
    bg: '#ebfbee',
    ink: '#1b4332',
    accent: '#1e6b2e',
    onAccent: '#ffffff',
    dots: ['#69db7c', '#fab005', '#38d9a9'],
    figure: 'globos',
  },
  princesas: {
    label: 'Princesas',
    bg: '#fff0f6',
    ink: '#5c1038',
    accent: '#a61e4d',
    onAccent: '#ffffff',
    dots: ['#f783ac', '#da77f2', '#ffd43b'],
    figure: 'globos',
  },
  espacio: {
    label: 'Espacio',
    bg: '#1b1f3b',
    ink: '#f8f9fa',
    accent: '#ffd43b',
    onAccent: '#1b1f3b',
    dots: ['#748ffc', '#ffd43b', '#e599f7'],
    figure: 'estrellas',
  },
  superheroes: {
    label: 'Superhéroes',
    bg: '#e7f5ff',
    ink: '#0b2545',
    accent: '#b02525',
    onAccent: '#ffffff',
    dots: ['#1c7ed6', '#f03e3e', '#ffd43b'],
    figure: 'estrellas',
  },
} as const;
export type ThemeName = keyof typeof THEMES;
export const THEME_NAMES = Object.keys(THEMES) as [ThemeName, ...ThemeName[]];
export const DEFAULT_THEME: ThemeName = 'globos';

export const INVITATION_MSG = {
  festejadoRequired: 'Escribe el nombre del festejado',
  festejadoTooLong: `El nombre del festejado debe tener como máximo ${FESTEJADO_MAX} caracteres`,
  edadInvalid: `La edad debe ser un número entre ${EDAD_RANGE.min} y ${EDAD_RANGE.max}`,
  mensajeTooLong: `El mensaje debe tener como máximo ${MENSAJE_MAX} caracteres`,
  temaInvalid: 'Elige uno de los temas de la lista',
  fechaLimiteInvalid: 'La fecha límite no es válida',
  fechaLimiteAfterEvent: 'La fecha límite para confirmar no puede ser después de la fiesta',
  mostrarMapaInvalid: 'Indica si se muestra el mapa',
  eventNotFound: 'No se encontró el evento',
  forbidden: 'No tienes permiso para ver esta invitación',
  staffOnly: 'Solo el personal puede marcar llegadas',
  eventPast: 'La fiesta ya pasó; no se puede crear la invitación',
  saved: 'Invitación guardada',
  savedTwice: 'La invitación se acaba de crear; vuelve a intentarlo',
  closed: 'Invitación cerrada',
  answersStopped: 'Ya no recibes respuestas; los invitados siguen viendo la invitación',
  answersReopened: 'Volviste a recibir respuestas',
  answersOpenInvalid: 'Indica si recibes respuestas',
  notFound: 'No encontramos esta invitación; revisa el enlace',
  gone: 'Esta invitación ya está cerrada',
  nombreRequired: 'Escribe tu nombre',
  nombreTooLong: `El nombre debe tener como máximo ${NOMBRE_MAX} caracteres`,
  asistiraRequired: 'Indica si asistirás',
  ninosInvalid: `El número de niños debe estar entre ${GUESTS_RANGE.min} y ${GUESTS_RANGE.max}`,
  adultosInvalid: `El número de adultos debe estar entre ${GUESTS_RANGE.min} y ${GUESTS_RANGE.max}`,
  nobodyComing: 'Indica cuántos niños y adultos asistirán',
  alergiasTooLong: `Las alergias deben tener como máximo ${ALERGIAS_MAX} caracteres`,
  telefonoInvalid: 'El teléfono solo puede tener números, espacios y +',
  deadlinePassed: (festejado: string) =>
    `Ya pasó la fecha límite para confirmar; comunícate con la familia de ${festejado}`,
  full: (festejado: string) => `Ya no hay lugares; comunícate con la familia de ${festejado}`,
  answersClosed: (festejado: string) =>
    `La familia de ${festejado} ya no recibe respuestas; comunícate con ella`,
  sameName: 'Ya hay una respuesta con ese nombre; edita la primera respuesta en lugar de enviar otra',
  rsvpNotFound: 'No encontramos tu respuesta; quizá ya la retiraste',
  guestNotFound: 'No se encontró al invitado',
  rsvpYes: '¡Gracias! Tu asistencia quedó confirmada',
  rsvpNo: 'Gracias por avisar; tu respuesta quedó registrada',
  rsvpUpdated: 'Tu respuesta se actualizó',
  rsvpWithdrawn: 'Tu respuesta se retiró',
  arrivalMarked: 'Llegada registrada',
  arrivalCleared: 'Llegada quitada',
  tooManyAnswers: 'Demasiadas respuestas en esta invitación; intenta de nuevo en un minuto',
} as const;

/** The page's and the family's labels. */
export const INVITATION_TEXT = {
  create: 'Crear invitación',
  edit: 'Editar invitación',
  open: 'Ver invitación',
  /** the family stops the answers; the page stays readable (what the old 'Cerrar invitación' was taken for) */
  stopAnswers: 'Dejar de recibir respuestas',
  stopAnswersTitle: '¿Dejar de recibir respuestas?',
  stopAnswersConfirm:
    'Los invitados seguirán viendo la invitación con la fecha, el horario y el lugar, pero ya no podrán confirmar ni cambiar su respuesta. Puedes volver a abrirla cuando quieras.',
  reopenAnswers: 'Volver a recibir respuestas',
  answersSection: 'Respuestas',
  answersOpenNote: (fecha: string) => `Los invitados pueden confirmar hasta el ${fecha}.`,
  answersClosedNote: 'Ya no recibes respuestas: los invitados ven la invitación, pero no pueden confirmar.',
  share: 'Compartir por WhatsApp',
  calendar: 'Agregar a mi calendario',
  guests: 'Invitados',
  downloadCsv: 'Descargar CSV',
  festejado: 'Nombre del festejado',
  edad: 'Edad que cumple',
  mensaje: 'Mensaje para los invitados',
  tema: 'Tema',
  fechaLimite: 'Fecha límite para confirmar',
  fechaLimiteHint: `Si la dejas vacía: ${DEFAULT_DEADLINE_DAYS} días antes de la fiesta`,
  save: 'Guardar invitación',
  mostrarMapa: 'Mostrar el mapa de la sucursal',
  noAnswers: 'Todavía no hay respuestas',
  pageTitle: (festejado: string) => `Fiesta de ${festejado}`,
  cumple: (edad: number) => `¡Cumple ${edad} ${edad === 1 ? 'año' : 'años'}!`,
  invitesYou: (festejado: string) => `${festejado} te invita a su fiesta`,
  /** the preview image's line above the name */
  invitesYouShort: 'te invita a su fiesta',
  countdown: (days: number) =>
    days > 1
      ? `Faltan ${days} días`
      : days === 1
        ? '¡Es mañana!'
        : days === 0
          ? '¡Es hoy!'
          : 'La fiesta ya pasó',
  hours: (entrada: string, salida: string) =>
    entrada && salida ? `De ${entrada} a ${salida}` : entrada ? `Desde las ${entrada}` : '',
  whenWhere: '¿Cuándo y dónde?',
  date: 'Fecha',
  turno: 'Turno',
  hoursLabel: 'Horario',
  place: 'Lugar',
  salon: (nombre: string) => `Salón: ${nombre}`,
  message: 'Mensaje',
  map: 'Ver mapa',
  whatsappBranch: 'WhatsApp de la sucursal',
  rsvpTitle: '¿Vas a venir?',
  rsvpDeadline: (fecha: string) => `Confirma antes del ${fecha}`,
  rsvpClosed: 'Las confirmaciones están cerradas',
  yourAnswer: 'Tu respuesta',
  nombre: 'Tu nombre (y el de tu hijo o hija)',
  asistira: '¿Asistirán?',
  si: 'Sí, ahí estaremos',
  no: 'No podremos ir',
  ninos: 'Niños',
  adultos: 'Adultos',
  alergias: 'Alergias o comida especial (opcional)',
  telefono: 'Teléfono (opcional, solo lo ve la familia)',
  send: 'Enviar respuesta',
  update: 'Actualizar respuesta',
  withdraw: 'Retirar mi respuesta',
  /** a guest's own link: changes the answer from any browser (WhatsApp's own included), no cookie needed */
  changeAnswer: 'Cambiar mi respuesta',
  personalLinkTitle: 'Tu enlace para cambiar tu respuesta',
  personalLinkHint:
    'Con este enlace puedes cambiar o retirar tu respuesta desde cualquier teléfono o navegador, también desde WhatsApp. Guárdalo y no lo compartas: quien lo tenga puede cambiar tu respuesta.',
  shareText: (festejado: string, edad: number, fecha: string, url: string) =>
    `¡Estás invitado a la fiesta de ${festejado}! Cumple ${edad} ${edad === 1 ? 'año' : 'años'} el ${fecha}. Confirma tu asistencia aquí: ${url}`,
  headCount: (confirmados: number, personas: number) => `${confirmados} de ${personas} confirmados`,
  overContract: (confirmados: number, personas: number) =>
    `Las confirmaciones (${confirmados}) superan las ${personas} personas del contrato`,
  people: (ninos: number, adultos: number) =>
    `${ninos} ${ninos === 1 ? 'niño' : 'niños'} · ${adultos} ${adultos === 1 ? 'adulto' : 'adultos'}`,
  notComing: (n: number) => `${n} no ${n === 1 ? 'asiste' : 'asisten'}`,
  allergies: 'Alergias',
  arrived: 'Llegó',
  markArrival: 'Marcar llegada',
  attending: 'Asiste',
  notAttending: 'No asiste',
} as const;

/** 'sábado 14 de marzo de 2026' */
export function dateInWords(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number);
  const isoDow = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `${WEEKDAY_NAMES[isoDow]} ${d} de ${MONTH_NAMES[m - 1]} de ${y}`;
}

/** The deadline when the family gives none: 3 days before the event, but not before today. */
export function defaultDeadline(eventDate: IsoDate, now: Date): IsoDate {
  const d = addDays(eventDate, -DEFAULT_DEADLINE_DAYS);
  const today = todayInMexicoCity(now);
  return d < today ? (today < eventDate ? today : eventDate) : d;
}

/** Whether a page still accepts answers on `now`. */
export const isBeforeDeadline = (fechaLimite: IsoDate, now: Date) => todayInMexicoCity(now) <= fechaLimite;
/** Whether the page of an event on `eventDate` has closed by itself (7 days after). */
export const isPastClosing = (eventDate: IsoDate, now: Date) =>
  todayInMexicoCity(now) > addDays(eventDate, CLOSE_AFTER_DAYS);

/** The 'yes' people counted against `personas`. */
export const peopleOf = (a: { asistira: boolean; ninos: number; adultos: number }) =>
  a.asistira ? a.ninos + a.adultos : 0;

/** The wa.me link that shares the page with the prefilled text. */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** A branch's WhatsApp number → wa.me link (Mexican numbers of 10 digits get the country code). */
export function whatsappChatUrl(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `https://wa.me/${digits.length === 10 ? `${WHATSAPP_COUNTRY_CODE}${digits}` : digits}`;
}

// ── Requests ──
const boolInput = (message: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === 'si' ? true : v === 'false' || v === 'no' ? false : v),
    z.boolean({ error: message }),
  );

export const InvitationUpsertSchema = z.object({
  festejado: inputText({ error: INVITATION_MSG.festejadoRequired })
    .trim()
    .min(1, INVITATION_MSG.festejadoRequired)
    .max(FESTEJADO_MAX, INVITATION_MSG.festejadoTooLong),
  edad: wholeNumber(INVITATION_MSG.edadInvalid, EDAD_RANGE),
  mensaje: optionalInput(inputText().trim().max(MENSAJE_MAX, INVITATION_MSG.mensajeTooLong)).transform(
    (v) => v ?? '',
  ),
  tema: optionalInput(z.enum(THEME_NAMES, { error: INVITATION_MSG.temaInvalid })).transform(
    (v) => v ?? DEFAULT_THEME,
  ),
  /** 'YYYY-MM-DD' (or 'YYYY/MM/DD', like every date input); default: 3 days before the event */
  fechaLimite: optionalInput(dateInput(INVITATION_MSG.fechaLimiteInvalid)),
  mostrarMapa: optionalInput(boolInput(INVITATION_MSG.mostrarMapaInvalid)).transform((v) => v ?? true),
});
export type InvitationUpsertInput = z.input<typeof InvitationUpsertSchema>;
export type InvitationUpsert = z.output<typeof InvitationUpsertSchema>;

export const RsvpRequestSchema = z
  .object({
    nombre: inputText({ error: INVITATION_MSG.nombreRequired })
      .trim()
      .min(1, INVITATION_MSG.nombreRequired)
      .max(NOMBRE_MAX, INVITATION_MSG.nombreTooLong),
    asistira: boolInput(INVITATION_MSG.asistiraRequired),
    ninos: wholeNumber(INVITATION_MSG.ninosInvalid, GUESTS_RANGE),
    adultos: wholeNumber(INVITATION_MSG.adultosInvalid, GUESTS_RANGE),
    alergias: optionalInput(inputText().trim().max(ALERGIAS_MAX, INVITATION_MSG.alergiasTooLong)).transform(
      (v) => v ?? '',
    ),
    telefono: optionalInput(
      inputText()
        .trim()
        .max(TELEFONO_MAX, INVITATION_MSG.telefonoInvalid)
        .regex(/^[0-9 +]*$/, INVITATION_MSG.telefonoInvalid),
    ).transform((v) => v ?? ''),
  })
  .refine((a) => !a.asistira || a.ninos + a.adultos > 0, {
    message: INVITATION_MSG.nobodyComing,
    path: ['ninos'],
  })
  .transform((a) => (a.asistira ? a : { ...a, ninos: 0, adultos: 0 }));
export type RsvpRequestInput = z.input<typeof RsvpRequestSchema>;
export type RsvpRequest = z.output<typeof RsvpRequestSchema>;

export const ArrivalRequestSchema = z.object({ llegada: z.boolean({ error: 'Indica si llegó' }) });

/** PUT /api/event/{id}/invitacion/respuestas: the family stops (false) or resumes (true) the answers. */
export const InvitationAnswersRequestSchema = z.object({
  abiertas: z.boolean({ error: INVITATION_MSG.answersOpenInvalid }),
});

export const CodigoParamsSchema = z.object({
  codigo: inputText().regex(CODE_PATTERN, INVITATION_MSG.notFound),
});
export const RsvpTokenParamsSchema = CodigoParamsSchema.extend({
  token: inputText().regex(TOKEN_PATTERN, INVITATION_MSG.rsvpNotFound),
});

// ── Answers ──
export const InvitationDtoSchema = z.object({
  codigo: z.string(),
  /** the page's address */
  url: z.string(),
  festejado: z.string(),
  edad: z.number(),
  mensaje: z.string(),
  tema: z.enum(THEME_NAMES),
  fechaLimite: z.string(),
  mostrarMapa: z.boolean(),
  /** false once the family stopped the answers ('Dejar de recibir respuestas'); the page still reads */
  recibeRespuestas: z.boolean(),
  /** the prefilled 'Compartir por WhatsApp' link */
  whatsappUrl: z.string(),
});
export type InvitationDto = z.infer<typeof InvitationDtoSchema>;

/** What anybody holding the code reads: the party, the branch — nothing of the family's account. */
export const PublicInvitationDtoSchema = z.object({
  codigo: z.string(),
  festejado: z.string(),
  edad: z.number(),
  mensaje: z.string(),
  tema: z.enum(THEME_NAMES),
  fecha: z.string(),
  fechaEnPalabras: z.string(),
  turno: z.string(),
  entrada: z.string(),
  salida: z.string(),
  fechaLimite: z.string(),
  /** answers are accepted now (before the deadline, places left) */
  abierta: z.boolean(),
  diasParaLaFiesta: z.number(),
  sucursal: z.object({
    nombre: z.string(),
    direccion: z.string(),
    mapaUrl: z.string().nullable(),
    whatsappUrl: z.string().nullable(),
  }),
  /** the party's salón, only at a branch of more than one active salón */
  salon: z.string().optional(),
});
export type PublicInvitationDto = z.infer<typeof PublicInvitationDtoSchema>;

export const GuestDtoSchema = z.object({
  uid: z.string(),
  nombre: z.string(),
  asistira: z.boolean(),
  ninos: z.number(),
  adultos: z.number(),
  alergias: z.string(),
  telefono: z.string(),
  llegada: z.boolean(),
});
export type GuestDto = z.infer<typeof GuestDtoSchema>;

export const GuestTotalsSchema = z.object({
  /** answers */
  si: z.number(),
  no: z.number(),
  /** people of the 'yes' answers */
  ninos: z.number(),
  adultos: z.number(),
});
export type GuestTotals = z.infer<typeof GuestTotalsSchema>;

export const InvitationResponseSchema = okWithMsg({ invitacion: InvitationDtoSchema });
export const InvitationOfEventResponseSchema = okAnswer({ invitacion: InvitationDtoSchema.nullable() });
export const InvitationClosedResponseSchema = okWithMsg({});
export const PublicInvitationResponseSchema = okAnswer({ invitacion: PublicInvitationDtoSchema });
export const RsvpCreatedResponseSchema = okWithMsg({
  rsvp: z.object({ uid: z.string(), token: z.string() }),
});
export const RsvpUpdatedResponseSchema = okWithMsg({ rsvp: z.object({ uid: z.string() }) });
export const RsvpWithdrawnResponseSchema = okWithMsg({});
export const GuestListResponseSchema = okAnswer({
  invitados: z.array(GuestDtoSchema),
  totales: GuestTotalsSchema,
  /** the contracted head count */
  personas: z.number(),
  /** whether the event has an open invitation page */
  invitacion: z.boolean(),
});
export type GuestListResponse = z.infer<typeof GuestListResponseSchema>;
export const ArrivalResponseSchema = okWithMsg({ invitado: GuestDtoSchema });

/** Totals of a guest list (`si`/`no` count answers; `ninos`/`adultos` count people of the 'yes' answers). */
export function guestTotals(list: readonly Pick<GuestDto, 'asistira' | 'ninos' | 'adultos'>[]): GuestTotals {
  const t = { si: 0, no: 0, ninos: 0, adultos: 0 };
  for (const g of list) {
    if (g.asistira) {
      t.si += 1;
      t.ninos += g.ninos;
      t.adultos += g.adultos;
    } else t.no += 1;
  }
  return t;
}

/** The guest list as CSV rows (the family's download). */
export const GUEST_CSV_HEADERS = ['Nombre', 'Asistirá', 'Niños', 'Adultos', 'Alergias', 'Teléfono', 'Llegó'];
export const guestCsvRow = (g: GuestDto) => [
  g.nombre,
  g.asistira ? 'Sí' : 'No',
  g.ninos,
  g.adultos,
  g.alergias,
  g.telefono,
  g.llegada ? 'Sí' : 'No',
];

/** The page's own form (no JavaScript): every field as text, read with RsvpRequestSchema by the server. */
const formField = () => inputText().optional();
export const RsvpFormSchema = z.object({
  nombre: formField(),
  asistira: formField(),
  ninos: formField(),
  adultos: formField(),
  alergias: formField(),
  telefono: formField(),
  /** 'retirar': withdraw the answer this browser sent */
  accion: formField(),
});
/** The cookie that remembers a guest's answer in the browser, so the page can show and edit it. */
export const rsvpCookieName = (codigo: string) => `rsvp_${codigo}`;
/**
 * The form's result, carried across its redirect to the page (POST-redirect-GET) in a cookie the page reads
 * once: which of INVITATION_MSG's texts to show.
 */
export const RSVP_NOTICES = {
  si: INVITATION_MSG.rsvpYes,
  no: INVITATION_MSG.rsvpNo,
  actualizada: INVITATION_MSG.rsvpUpdated,
  retirada: INVITATION_MSG.rsvpWithdrawn,
} as const;
export type RsvpNotice = keyof typeof RSVP_NOTICES;
export const rsvpNoticeCookieName = (codigo: string) => `rsvp_aviso_${codigo}`;
/** A guest's own page: the party with their answer, from any browser. */
export const personalRsvpPath = (codigo: string, token: string) => `/fiesta/${codigo}/respuesta/${token}`;

/** The daily mail of new answers to the family (one a day, not one per answer). */
export const DIGEST_MAIL = {
  subject: (festejado: string) => `Nuevas respuestas para la fiesta de ${festejado}`,
  intro: (n: number) =>
    n === 1
      ? 'Desde el último aviso llegó 1 respuesta nueva o cambiada:'
      : `Desde el último aviso llegaron ${n} respuestas nuevas o cambiadas:`,
  answer: (a: { asistira: boolean; ninos: number; adultos: number; alergias: string }) =>
    a.asistira
      ? `Sí · ${a.ninos} ${a.ninos === 1 ? 'niño' : 'niños'}, ${a.adultos} ${a.adultos === 1 ? 'adulto' : 'adultos'}${a.alergias ? ` · Alergias: ${a.alergias}` : ''}`
      : 'No asistirá',
  totals: (confirmados: number, personas: number) =>
    `En total: ${INVITATION_TEXT.headCount(confirmados, personas)}.`,
  link: 'Ver la lista de invitados',
} as const;
