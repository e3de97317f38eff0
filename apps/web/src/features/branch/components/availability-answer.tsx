import { formatDateMx } from '@salones/shared/dates';
import { asSentence } from '@salones/shared/messages';
import type { AvailabilityFormAnswer } from '@salones/shared/page-forms';
import { CART_PATH } from '../../../components/cart/cart-store.ts';
import { TablerSvg } from '../../../components/icons/tabler-svg.tsx';
import { Alert } from '../../../components/storefront/alert.tsx';
import { Button } from '../../../components/storefront/button.tsx';

/** The id of the availability calendar's section on the branch page (the answer's link when a slot is taken). */
export const CALENDAR_ID = 'calendario';

const ANSWER_ID = 'disponibilidad-respuesta';

const TITLES: Record<Exclude<AvailabilityFormAnswer['state'], 'libre'>, string> = {
  ocupado: 'Fecha ocupada',
  // 'sucursal' is feminine: not the calendar's 'Cerrado' (a turno)
  cerrado: 'Sucursal cerrada',
  pronto: 'Fecha muy próxima',
  error: 'No pudimos consultar',
};

/**
 * The answer under the form, until the date or turno changes. Free: 'Solicitar esta fecha' — to
 * the cart when it holds packages (the request form starts on this date), else to the packages to pick one.
 * Taken: the calendar of free turnos.
 */
export function AvailabilityAnswer({
  answer,
  hasPackages,
}: {
  answer: AvailabilityFormAnswer;
  hasPackages: boolean;
}) {
  // a post without JavaScript may name no valid date or turno: then the message alone
  const when = answer.fecha && answer.turno ? `${formatDateMx(answer.fecha)}, ${answer.turno}. ` : '';
  // the toast announces the answer already (role alert); this one stays to be read and acted on (role region)
  if (answer.state === 'libre')
    return (
      <Alert id={ANSWER_ID} role="region" color="green" title="Fecha disponible" testId="availability-answer">
        <div className="sf-stack" data-gap="xs" data-align="start">
          <p className="sf-text">
            {`${when}${asSentence(answer.msg)} ${
              hasPackages
                ? 'Solicítala desde tu carrito; la apartamos mientras la confirmamos.'
                : 'Para solicitarla, agrega un paquete al carrito.'
            }`}
          </p>
          <Button
            href={hasPackages ? CART_PATH : '#paquetes'}
            icon={<TablerSvg name="calendar-plus" />}
            label="Solicitar esta fecha"
          />
        </div>
      </Alert>
    );
  const isError = answer.state === 'error';
  return (
    <Alert
      id={ANSWER_ID}
      role="region"
      color={isError ? 'red' : 'orange'}
      title={TITLES[answer.state]}
      testId="availability-answer"
    >
      <div className="sf-stack" data-gap="xs" data-align="start">
        <p className="sf-text">
          {`${when}${asSentence(answer.msg)}${isError ? '' : ' Mira los turnos libres en el calendario.'}`}
        </p>
        {isError ? null : (
          <Button
            href={`#${CALENDAR_ID}`}
            icon={<TablerSvg name="calendar-month" />}
            label="Ver calendario"
            variant="light"
            color="orange"
          />
        )}
      </div>
    </Alert>
  );
}
