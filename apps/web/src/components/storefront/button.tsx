import type { MouseEvent, ReactNode } from 'react';
import './storefront-controls.css';

/**
 * The storefront's button (storefront-controls.css), in the looks of the app's Mantine buttons it stands for:
 * `filled` in the theme's primary colour, `light` in a hue ('Ver calendario', 'Reintentar'), `white` on a coloured
 * card ('Agregar al carrito'). A submit button with its sending state (disabled, a spinner in place of its label),
 * a plain button that does `onClick`, or a link. `icon`: on its left; `fullWidth`: the width of its column.
 */
export function Button({
  label,
  href,
  onClick,
  icon,
  variant = 'filled',
  color,
  size = 'sm',
  loading = false,
  fullWidth = false,
  className,
}: {
  label: string;
  /** a link to it; else a submit button, or with `onClick` a plain one */
  href?: string;
  onClick?: (event: MouseEvent) => void;
  icon?: ReactNode;
  variant?: 'filled' | 'light' | 'white';
  /** a light button's hue */
  color?: 'orange' | 'red';
  size?: 'xs' | 'sm' | 'md';
  loading?: boolean;
  fullWidth?: boolean;
  className?: string;
}) {
  const attrs = {
    className: className ? `sf-button ${className}` : 'sf-button',
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-color': color,
    'data-size': size === 'sm' ? undefined : size,
    'data-block': fullWidth ? 'true' : undefined,
    'data-with-icon': icon ? 'true' : undefined,
  };
  const inner = (
    <span className="sf-button__inner">
      {icon ? <span className="sf-button__icon">{icon}</span> : null}
      <span className="sf-button__label">{label}</span>
    </span>
  );
  if (href)
    return (
      <a href={href} {...attrs}>
        {inner}
      </a>
    );
  if (onClick)
    return (
      <button type="button" {...attrs} onClick={onClick}>
        {inner}
      </button>
    );
  return (
    <button type="submit" {...attrs} disabled={loading} data-loading={loading ? 'true' : undefined}>
      {loading ? <span className="sf-button__loader" aria-hidden="true" /> : null}
      {inner}
    </button>
  );
}
