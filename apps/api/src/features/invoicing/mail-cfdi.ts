// The `factura-mail` job: a family's CFDI (ingreso, complemento de pago, egreso) to the e-mail of its fiscal data,
// with the PDF and XML the PAC keeps attached (fetched now, so the files are the stamped ones). A PAC or SMTP that
// fails throws, and the job retries.
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events, facturas, fiscalData } from '../../db/schema/index.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { cfdiTemplate } from '../../mail/templates/cfdi-mail.ts';
import type { InvoicingProvider } from './invoicing-provider.ts';
import { pacCall } from './pac-call.ts';

async function bytesOf(file: Readable | Blob): Promise<Buffer> {
  if (typeof (file as Blob).arrayBuffer === 'function')
    return Buffer.from(await (file as Blob).arrayBuffer());
  const chunks: Buffer[] = [];
  for await (const chunk of file as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export async function mailCfdi(
  deps: Pick<FastifyInstance, 'db' | 'mailer' | 'config'> & { provider: InvoicingProvider },
  facturaId: string,
) {
  const [row] = await deps.db
    .select({ cfdi: facturas, eventName: events.name, email: fiscalData.email, name: fiscalData.razonSocial })
    .from(facturas)
    .innerJoin(events, eq(events.id, facturas.eventId))
    .innerJoin(fiscalData, eq(fiscalData.userId, events.customerId))
    .where(eq(facturas.id, facturaId));
  if (!row?.email) return;
  const { cfdi } = row;
  const [pdf, xml] = await Promise.all(
    (['pdf', 'xml'] as const).map(async (format) =>
      bytesOf(await pacCall(deps.provider.download(cfdi.facturapiId, format))),
    ),
  );
  const mail = await renderMail(
    cfdiTemplate,
    {
      name: row.name,
      tipo: cfdi.tipo,
      eventName: row.eventName,
      uuid: cfdi.uuid,
      serieFolio: `${cfdi.serie}-${cfdi.folio}`,
      totalCentavos: cfdi.totalCentavos,
    },
    { to: row.email, brand: deps.config },
  );
  const file = `cfdi-${cfdi.serie}${cfdi.folio}`;
  await deps.mailer.send({
    ...mail,
    attachments: [
      { filename: `${file}.pdf`, content: pdf, contentType: 'application/pdf' },
      { filename: `${file}.xml`, content: xml, contentType: 'application/xml' },
    ],
  });
}
