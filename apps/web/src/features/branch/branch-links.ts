import { WHATSAPP_COUNTRY_CODE } from '@salones/shared/constants';

const digits = (value: string) => value.replace(/\D/g, '');

export const telHref = (phone: string) => `tel:${digits(phone)}`;

/**
 * docs/product.md#2-screens-and-routes, docs/product.md#9-business-constants-and-limits: chat link with
 * country code +52 and a preset message.
 */
export function whatsAppUrl(whatsApp: string, sucursal: string): string {
  const number = digits(whatsApp);
  const withCountry =
    number.length > 10 && number.startsWith(WHATSAPP_COUNTRY_CODE)
      ? number
      : `${WHATSAPP_COUNTRY_CODE}${number}`;
  const text = `Hola, me gustaría información sobre los paquetes de ${sucursal}`;
  return `https://wa.me/${withCountry}?text=${encodeURIComponent(text)}`;
}
