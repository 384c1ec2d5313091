import { sliceClass } from './palette-class';

/** The names of a chart's series or slices beside the colour each is drawn in. */
export function Legend({ names }: { names: readonly string[] }) {
  return (
    <ul className="meet-chart__legend" part="legend">
      {names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position; names may repeat
        <li key={`${index}-${name}`}>
          <svg className="meet-chart__swatch" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <rect className={sliceClass(index)} width="10" height="10" />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
