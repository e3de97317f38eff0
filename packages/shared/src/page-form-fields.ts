// The names a page's form posted without JavaScript carries, apart from page-forms.ts, whose
// helpers bring zod: the contact form's island (decision 015) reads them here.

/**
 * The footer's contact form (docs/product.md#2-screens-and-routes footer), posted to the page it is on: every
 * public page has it, so the post names its form in this hidden field (the branch page and the log-in page
 * have a form of their own).
 */
export const FORM_NAME_FIELD = 'formulario';
export const CONTACT_FORM_NAME = 'contacto';
