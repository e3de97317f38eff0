import { Table, Text } from '@mantine/core';
import { formatLongDate } from '@salones/shared/booking-requests';
import { formatMoney, toCentavos, toPesos } from '@salones/shared/money';
import { PLAN_TEXT } from '@salones/shared/payment-plan';
import { QUOTE_TEXT, type QuoteDto } from '@salones/shared/quote';

/**
 * The server's quote line by line — package by head count, day surcharges, extras — then the
 * discount (a staff booking's: the code's, then staff's own), total, anticipo and balance (or, the party being
 * BALANCE_DUE_DAYS away or fewer, all of it at booking and why). The web computes nothing here: these are the
 * API's figures.
 */
export function QuoteLines({
  cotizacion,
  caption,
  unitPrices = true,
}: {
  cotizacion: QuoteDto;
  caption?: string;
  /** false in a narrow card (a request on /pedidos): the unit price is left out at every width */
  unitPrices?: boolean;
}) {
  // the unit price's column: from the 'xs' width up, or not at all
  const priceCell = (content?: string) =>
    unitPrices ? (
      <Table.Td ta="right" visibleFrom="xs">
        {content}
      </Table.Td>
    ) : null;
  const c = cotizacion;
  // a staff booking's discount is the code's, then staff's own
  const porCodigo = toPesos(toCentavos(c.descuento) - toCentavos(c.descuentoManual ?? 0));
  return (
    // no scroll container: on a phone the concept wraps and the unit price is left out, so the amounts stay in
    // view (a staff panel at 375 px is ~310 px wide)
    <Table
      fz="sm"
      verticalSpacing={4}
      horizontalSpacing={4}
      data-testid="quote-lines"
      captionSide="top"
      aria-label={caption ?? 'Cotización'}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Concepto</Table.Th>
          <Table.Th ta="right">Cant.</Table.Th>
          {unitPrices ? (
            <Table.Th ta="right" visibleFrom="xs">
              Precio
            </Table.Th>
          ) : null}
          <Table.Th ta="right">Importe</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {c.lineas.map((l, i) => (
          // lines have no id; their order is the quote's
          // biome-ignore lint/suspicious/noArrayIndexKey: the quote's order is the identity
          <Table.Tr key={i}>
            <Table.Td>{l.concepto}</Table.Td>
            <Table.Td ta="right">{l.cantidad}</Table.Td>
            {priceCell(formatMoney(l.precioUnitario))}
            <Table.Td ta="right">{formatMoney(l.importe)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={2}>Subtotal</Table.Td>
          {priceCell()}
          <Table.Td ta="right">{formatMoney(c.subtotal)}</Table.Td>
        </Table.Tr>
        {porCodigo > 0 ? (
          <Table.Tr>
            <Table.Td colSpan={2}>{QUOTE_TEXT.descuentoCodigo(c.codigo)}</Table.Td>
            {priceCell()}
            <Table.Td ta="right">−{formatMoney(porCodigo)}</Table.Td>
          </Table.Tr>
        ) : null}
        {c.descuentoManual ? (
          <Table.Tr>
            <Table.Td colSpan={2}>{QUOTE_TEXT.descuentoManual}</Table.Td>
            {priceCell()}
            <Table.Td ta="right">−{formatMoney(c.descuentoManual)}</Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr fw={700}>
          <Table.Td colSpan={2}>Total</Table.Td>
          {priceCell()}
          <Table.Td ta="right" data-testid="quote-total">
            {formatMoney(c.total)}
          </Table.Td>
        </Table.Tr>
        {c.venceSaldo && c.saldoAlReservar ? (
          // the party is BALANCE_DUE_DAYS away or fewer: the balance is paid with the anticipo, and she is told why
          <>
            <Table.Tr>
              <Table.Td colSpan={2}>A pagar al reservar</Table.Td>
              {priceCell()}
              <Table.Td ta="right">{formatMoney(c.anticipo)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td colSpan={unitPrices ? 4 : 3}>
                <Text size="xs" data-testid="pay-all-now">
                  {PLAN_TEXT.payAllNow(c.diasSaldo ?? 0)}.
                </Text>
              </Table.Td>
            </Table.Tr>
          </>
        ) : c.venceSaldo ? (
          <>
            <Table.Tr>
              <Table.Td colSpan={2}>Anticipo</Table.Td>
              {priceCell()}
              <Table.Td ta="right">{formatMoney(c.anticipo)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td colSpan={2}>
                Saldo
                <Text span size="xs" c="dimmed">
                  {' '}
                  (a más tardar el {formatLongDate(c.venceSaldo)})
                </Text>
              </Table.Td>
              {priceCell()}
              <Table.Td ta="right">{formatMoney(c.saldo)}</Table.Td>
            </Table.Tr>
          </>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
