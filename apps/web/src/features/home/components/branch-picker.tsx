import type { PlaceDto } from '@salones/shared/places';
import { IconCheck } from '@tabler/icons-react';
import classes from './branch-picker.module.css';
import { BranchSummary } from './branch-summary.tsx';

const choiceId = (index: number) => `sucursal-${index + 1}`;
const summaryId = (index: number) => `${choiceId(index)}-datos`;

/**
 * Which summary shows: the checked choice's. One rule per branch, by position (never by a branch's own text, so
 * nothing a staff member types reaches the CSS). Without `:has()` the rules are dropped and every summary shows.
 */
const shownSummaryRules = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `[data-branch-picker]:has(#${choiceId(i)}:checked) #${summaryId(i)}{display:block}`,
  ).join('');

/**
 * Decision 015: the branch selector needs no JavaScript. Every branch's summary is in the page; the choice is
 * a group of native radios (the browser moves it with the arrow keys) and CSS shows the checked one's summary,
 * so a tap is answered at once, before the app runs and without JavaScript. The radios are uncontrolled: the
 * app hydrates the same markup and leaves a choice made before it ran as it is.
 */
export function BranchPicker({ places }: { places: PlaceDto[] }) {
  return (
    <div className={classes.picker} data-branch-picker>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Sucursal</legend>
        <div className={classes.choices}>
          {places.map((place, index) => (
            // data-native-choice: the browser answers a press here, so it neither starts the app nor is held
            // for it (app/answered-by-the-browser.ts)
            <div key={place.uid} className={classes.choice} data-native-choice>
              <input
                type="radio"
                name="sucursal"
                id={choiceId(index)}
                value={place.lugarname}
                defaultChecked={index === 0}
                className={classes.radio}
              />
              <label htmlFor={choiceId(index)} className={classes.chip}>
                <IconCheck size={16} stroke={2.5} className={classes.check} aria-hidden />
                {place.sucursal}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {places.map((place, index) => (
        <BranchSummary key={place.uid} place={place} id={summaryId(index)} className={classes.summary} />
      ))}
      <style data-branch-summaries>{shownSummaryRules(places.length)}</style>
    </div>
  );
}
