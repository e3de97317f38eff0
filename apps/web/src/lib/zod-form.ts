import { z } from 'zod';

// Zod's own messages (wrong type, etc.) in Spanish; the spec's messages are set on each schema.
z.config(z.locales.es());

/**
 * @mantine/form validator from a shared zod schema: the first message per field, exactly as the schema says
 * (the same schema the API applies).
 */
export function zodValidate<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
