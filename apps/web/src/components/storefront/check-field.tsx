import './storefront-controls.css';

/**
 * The storefront's check box (storefront-controls.css): the browser's own `<input type="checkbox">`, its label
 * and a description under it, which the box names as its description. Posted as `name=value` when ticked.
 */
export function CheckField(props: {
  id: string;
  name: string;
  value: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = `${props.id}-description`;
  return (
    <div className="sf-check">
      <div className="sf-check__inner">
        <input
          type="checkbox"
          className="sf-check__box"
          id={props.id}
          name={props.name}
          value={props.value}
          checked={props.checked}
          aria-describedby={props.description ? descriptionId : undefined}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        <svg viewBox="0 0 10 7" fill="none" className="sf-check__icon" aria-hidden="true">
          <path
            d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </div>
      <div className="sf-check__text">
        <label className="sf-check__label" htmlFor={props.id}>
          {props.label}
        </label>
        {props.description ? (
          <p className="sf-check__description" id={descriptionId}>
            {props.description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
