import type { ReactNode } from 'react';
import './storefront-controls.css';

/**
 * The storefront's alert (storefront-controls.css): a box tinted in its colour, a bold title when it has one,
 * and its message, which names it (`aria-describedby`; the title `aria-labelledby`). `role`: 'alert' for a
 * refusal, 'status' for a success, 'region' for an answer that stays to be acted on.
 */
export function Alert({
  id,
  color,
  role,
  title,
  testId,
  children,
}: {
  id: string;
  color: 'red' | 'green' | 'orange';
  role: 'alert' | 'status' | 'region';
  title?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: its role is 'alert', 'status' or 'region', which a title may name
    <div
      id={id}
      className="sf-alert"
      data-color={color}
      role={role}
      data-testid={testId}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="sf-alert__body">
        {title ? (
          <div id={`${id}-title`} className="sf-alert__title">
            {title}
          </div>
        ) : null}
        <div id={`${id}-body`} className="sf-alert__message">
          {children}
        </div>
      </div>
    </div>
  );
}
