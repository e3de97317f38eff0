import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { places } from './places.ts';

export const slides = pgTable('slides', {
  id: id(),
  /** storage key of the uploaded image (see lib/storage) */
  image: text('image').notNull(),
  createdAt: createdAt(),
});

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: id(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_images_place_idx').on(t.placeId, t.createdAt)],
);

export const packages = pgTable(
  'packages',
  {
    id: id(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    tipo: text('tipo').notNull().default('paquete'),
    descripcion: text('descripcion').notNull().default(''),
    color: text('color').notNull().default('#ff6900'),
    colorTexto: text('color_texto').notNull().default('#ffffff'),
    basicoCentavos: integer('basico_centavos').notNull(),
    grandeCentavos: integer('grande_centavos').notNull(),
    descuentoCentavos: integer('descuento_centavos'),
    duracion: text('duracion').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('packages_place_idx').on(t.placeId, t.createdAt)],
);

export const packageDescriptions = pgTable(
  'package_descriptions',
  {
    id: id(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('package_descriptions_package_idx').on(t.packageId, t.createdAt)],
);

export const products = pgTable('products', {
  id: id(),
  name: text('name').notNull(),
  precioCentavos: integer('precio_centavos').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  tipo: text('tipo').notNull().default('producto'),
  createdAt: createdAt(),
});

/** The public site uses the first row (docs/product.md#3-entities-and-their-fields). */
export const footerSettings = pgTable('footer_settings', {
  id: id(),
  descripcion: text('descripcion').notNull().default(''),
  direccion: text('direccion').notNull().default(''),
  emailContacto: text('email_contacto').notNull().default(''),
  emailTrabajo: text('email_trabajo').notNull().default(''),
  phone1: text('phone1').notNull().default(''),
  phone2: text('phone2').notNull().default(''),
  phone3: text('phone3').notNull().default(''),
  urlFacebook: text('url_facebook').notNull().default(''),
  urlInstagram: text('url_instagram').notNull().default(''),
  urlTwitter: text('url_twitter').notNull().default(''),
  urlYoutube: text('url_youtube').notNull().default(''),
  activeDescripcion: boolean('active_descripcion').notNull().default(true),
  activeDireccion: boolean('active_direccion').notNull().default(true),
  activeContacto: boolean('active_contacto').notNull().default(true),
  activeTrabajo: boolean('active_trabajo').notNull().default(true),
  activePhone1: boolean('active_phone1').notNull().default(true),
  activePhone2: boolean('active_phone2').notNull().default(true),
  activePhone3: boolean('active_phone3').notNull().default(true),
  activeFacebook: boolean('active_facebook').notNull().default(true),
  activeInstagram: boolean('active_instagram').notNull().default(true),
  activeTwitter: boolean('active_twitter').notNull().default(true),
  activeYoutube: boolean('active_youtube').notNull().default(true),
  createdAt: createdAt(),
});

/** docs/architecture.md#contact-messages-are-stored-first: stored before the mail is sent. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
