// A phone as a family reads it back on the WhatsApp consent ('… por WhatsApp al 55 1234 5678').
/** Mexico's three cities whose lada has two digits (CDMX, Guadalajara, Monterrey); the rest have three. */
const TWO_DIGIT_LADAS = ['55', '56', '33', '81'];

/** A 10-digit Mexican number grouped by its lada ('55 1234 5678', '222 123 4567'); anything else as typed. */
export function phoneForDisplay(raw: string): string {
  const typed = raw.trim();
  const digits = typed.replace(/\D/g, '');
  const withCountry = digits.length === 12 && digits.startsWith('52') && typed.startsWith('+');
  const national = withCountry ? digits.slice(2) : digits.length === 10 ? digits : null;
  if (!national) return typed;
  const lada = TWO_DIGIT_LADAS.includes(national.slice(0, 2)) ? 2 : 3;
  const grouped =
    lada === 2
      ? `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
      : `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return withCountry ? `+52 ${grouped}` : grouped;
}
