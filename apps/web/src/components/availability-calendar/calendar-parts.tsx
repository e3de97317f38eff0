// The calendar's small parts (its month bar, the legend's text, what only a screen reader reads, the retry
// alert), drawn with the calendar's own CSS module and the storefront's controls, never a copy of Mantine's
// markup: the calendar runs in an island under preact/compat (decision 015), and its ~800 elements stay light.
import type { ReactNode } from 'react';
import { type TablerIconName, TablerSvg } from '../icons/tabler-svg.tsx';
import { Alert } from '../storefront/alert.tsx';
import { Button } from '../storefront/button.tsx';
import classes from './availability-calendar.module.css';

/** Read by a screen reader, not shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.visuallyHidden}>{children}</span>;
}

/** The legend's words, small; `phoneOnly`: shown below Mantine's xs breakpoint only. */
export function SmallText({ children, phoneOnly }: { children: ReactNode; phoneOnly?: boolean }) {
  return (
    <span className={phoneOnly ? `${classes.small} ${classes.phoneOnly}` : classes.small}>{children}</span>
  );
}

/** The month shown, as a heading a screen reader announces when it changes. */
export function MonthTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className={classes.monthTitle} aria-live="polite">
      {children}
    </h3>
  );
}

/** The previous or next month: a light grape square around a 20 px chevron, named by `label`. */
export function MonthButton(props: {
  label: string;
  icon: TablerIconName;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={classes.monthButton}
      disabled={props.disabled}
      aria-label={props.label}
      onClick={props.onClick}
    >
      <TablerSvg name={props.icon} size={20} />
    </button>
  );
}

/**
 * components/load-error.tsx's look: a red alert with its title, the message and a small light red
 * 'Reintentar'. `id`: the alert's; its title's and message's ids derive from it.
 */
export function RetryAlert(props: { id: string; title: string; message: string; onRetry: () => void }) {
  return (
    <Alert id={props.id} color="red" role="alert" title={props.title}>
      <div className="sf-stack" data-gap="xs" data-align="start">
        <p className="sf-text">{props.message}</p>
        <Button label="Reintentar" onClick={props.onRetry} variant="light" color="red" size="xs" />
      </div>
    </Alert>
  );
}
