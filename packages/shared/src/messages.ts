// Every Spanish text of the spec (docs/product.md; the product specification it retells), copied letter for letter.
// Do not "fix" spelling or accents here: the spec's texts are the contract.
import { MIN_ABONO_PESOS } from './constants.ts';
import { formatMoney } from './money.ts';

/** '$500': the minimum payment as the spec's texts write it */
const minimumAbono = () => formatMoney(MIN_ABONO_PESOS, { dropZeroCents: true });

export const MSG = {
  // §5 registration and login
  nameRequired: 'Ingrese su nombre(s)',
  lastnameRequired: 'Ingrese sus apellidos',
  emailInvalid: 'El email no es valido',
  emailRequired: 'Email es obligatorio',
  phoneRequired: 'Número telefónico es obligatorio',
  phoneMin: 'El número debe contener un minimo de 10 caracteres',
  passwordRequired: 'La contraseña es obligatoria',
  passwordMin: 'La contraseña debe contener un minimo de 6 caracteres',
  passwordsDiffer: 'Las contraseñas no son iguales',
  // §5 availability, user edit, places, packages
  availabilityIncomplete: 'Complete todos los campos. ',
  userEditRequired: 'Nombre y e-mail son obligatorios.',
  sucursalRequired: 'Ingrese nombre de la sucursal',
  lugarnameRequired: 'Ingrese nombre del lugar(para la dirección web)',
  placePhoneMin: 'El numéro debe contener un minimo de 10 caracteres',
  lugarnameEditRequired: 'url del llugar es obligatoria',
  descripcionRequired: 'Ingrese una descripción',
  // §5 events
  consultDateRequired: 'Debe de ingresar fecha y turno del evento.',
  // the two minimum-payment texts are built from MIN_ABONO_PESOS when read: formatting money as this module
  // loads would make the public pages' islands, which import it, create a money formatter they never use
  get abonoMinSingle() {
    return `La cantidad minima de abono es de ${minimumAbono()} Mxn.`;
  },
  dateNotAfterToday: 'No puedes seleccionar una fecha menor a la del día de hoy.',
  eventMandatory: 'Nombre del evento, fecha, horario, paquete y personas, son datos obligatorios.',
  get abonoMinTotal() {
    return `la cantidad minima de abono es de ${minimumAbono()} Mxn.`;
  },
  abonoOverTotal: 'la suma del abono es mayor que el precio del evento',
  // §5 fallback texts
  fallbackPackageName: 'No se ingreso el nombre del paquete',
  fallbackDescription: 'No se agrego descripción',
  fallbackEventName: 'Agrega el nombre del evento',
  fallbackPackage: 'No seleccionaste ningún paquete',
  fallbackTurno: 'No seleccionaste ningún turno',
  fallbackPersonas: 'No agregaste numero de personas',
  fallbackFecha: 'No agregaste fecha del evento',
  fallbackLugar: 'No se agrego el lugar del evento',
  fallbackCantidad: 'No se agrego una cantidad',
  fallbackFechaPago: 'No se agrego fecha',
  fallbackMetodo: 'No seleccionaste ninguna forma de pago',
  // §7 success messages
  placeCreated: 'Se agrego un nuevo lugar',
  packageCreated: 'Se agrego un nuevo paquete',
  descriptionAdded: 'Nueva descripción agregada a', // + ' ' + package name
  productCreated: 'Se agrego un nuevo producto',
  eventCreated: 'El evento se agrego de forma satisfactoria',
  dateAvailable: 'Esta fecha está disponible',
  // §8
  registered: '¡Cuenta registrada! Por favor revise su correo electrónico para el enlace de activación.',
  cartDuplicate: 'Este producto ya esta en el carrito',
  cartAdded: 'Producto añadido al carrito',
  cartAddedAlt: 'Producto añadido correctamente',
  cartNeedsLogin: 'Para poder añadir un paquete necesitas iniciar sesión',
  // §2 screens
  notFound: 'No se encontró esta pagina',
  cartEmpty: 'Tu carrito está vacio',
  noEvents: 'Aun no tienes eventos',
  galleryEmpty: 'No tienes imágenes en esta galería',
  packagesEmptyAdmin: 'Aun no creas ningún paquete para este lugar',
  placeNoEmail: 'No se agrego un e-mail',
  ordersPlaceholder: 'Aqui va la sección de pedidos',
  activatePrompt: 'Presiona el botón para activar tu cuenta',
  resetTitle: 'Escribe un E-mail',
  dropzoneHint: 'Arrastre y suelte una imagen, o haga clic en la imagen',
  paidInFull: 'Liquidado',
} as const;

/** docs/product.md §8: '¿Estas seguro de querer eliminar a {name}?' */
export const confirmDeleteText = (name: string) => `¿Estas seguro de querer eliminar a ${name}?`;

/** Input hardening (issue #8): texts the spec does not give, for requests no web form can send. */
export const INPUT_MSG = {
  /** U+0000 in any text: PostgreSQL cannot store it */
  nulCharacter: 'El texto contiene un carácter no permitido',
  /** footer links: only web addresses */
  webUrlInvalid: 'La dirección web debe empezar con https:// o http://',
} as const;

/**
 * Issue #14: Spanish names for the controls that third-party widgets draw themselves (photo lightbox,
 * toasts), so everything a screen reader says is Spanish. The spec does not give these texts.
 */
export const WIDGET_LABELS = {
  lightbox: 'Visor de fotos',
  lightboxPhotos: 'Fotos ampliadas',
  lightboxCarousel: 'carrusel',
  lightboxSlide: 'foto',
  /** {index} and {total} are filled in by the lightbox */
  lightboxPosition: '{index} de {total}',
  lightboxPrevious: 'Foto anterior',
  lightboxNext: 'Foto siguiente',
  lightboxClose: 'Cerrar',
  toastRegion: 'Notificaciones (Alt+T)',
  toastClose: 'Cerrar notificación',
  dateClear: 'Borrar fecha',
  searching: 'Buscando',
} as const;

/**
 * `text` ending in one period: a text that already ends in one ('… 3:05 p.m.', an abbreviation) keeps it, so
 * a sentence never ends in 'p.m..' (issue #28.9).
 */
export const asSentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
