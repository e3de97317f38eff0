// The island of the footer's contact form ('Enviar Correo', every public page): docs/decisions/015.
import { ContactForm } from '../features/site-footer/components/contact-form.tsx';
import { islandOf } from './preact-island.ts';

export default islandOf(ContactForm);
