import type { FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts/accounts.routes.ts';
import { registerAudit } from './audit/audit.routes.ts';
import { registerBookingRequests } from './booking-requests/booking-requests.routes.ts';
import { registerClosures } from './closures/closures.routes.ts';
import { registerContact } from './contact/contact.routes.ts';
import { registerEvents } from './events/events.routes.ts';
import { registerFooter } from './footer/footer.routes.ts';
import { registerGallery } from './gallery/gallery.routes.ts';
import { registerInvitations } from './invitations/invitations.routes.ts';
import { registerFacturas } from './invoicing/facturas.routes.ts';
import { registerFiscalData } from './invoicing/fiscal-data.routes.ts';
import { registerPackages } from './packages/packages.routes.ts';
import { registerPayments } from './payments/payments.routes.ts';
import { registerTerms } from './payments/terms.routes.ts';
import { registerPlaces } from './places/places.routes.ts';
import { registerPricing } from './pricing/pricing.routes.ts';
import { registerProducts } from './products/products.routes.ts';
import { registerRecursos } from './recursos/recursos.routes.ts';
import { registerReports } from './reports/reports.routes.ts';
import { registerSalones } from './salones/salones.routes.ts';
import { registerSitemap } from './sitemap/sitemap.routes.ts';
import { registerSlides } from './slides/slides.routes.ts';
import { registerWhatsApp } from './whatsapp/whatsapp.routes.ts';

/** Each feature owns its routes under /api. */
export async function registerFeatures(app: FastifyInstance) {
  for (const register of [
    registerAccounts,
    registerFooter,
    registerContact,
    registerPlaces,
    registerSlides,
    registerGallery,
    registerPackages,
    registerProducts,
    registerEvents,
    registerBookingRequests,
    registerPricing,
    registerClosures,
    registerSalones,
    registerRecursos,
    registerInvitations,
    registerAudit,
    registerReports,
    registerSitemap,
    registerTerms,
    registerPayments,
    registerWhatsApp,
    registerFiscalData,
    registerFacturas,
  ]) {
    await register(app);
  }
}
