import type { FilterButtonsProps, GridCheckboxProps } from '@suite-ui/core/react';
import { useFilterButtons, useGridCheckbox } from '@suite-ui/core/react';
import { Button, Checkbox } from 'antd';

const line = (columns: number) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, 1fr)`,
  gap: 8,
  marginBottom: 8,
});

/** Filter buttons, four per line (spec 9); one is on. */
export function FilterButtons({ testId = 'filter-buttons', ...props }: FilterButtonsProps) {
  const filter = useFilterButtons(props);
  return (
    <div data-testid={testId} role="group">
      {filter.rows.map((row) => (
        <div key={row[0]?.value} style={line(filter.columns)}>
          {row.map((choice) => (
            <Button
              key={choice.value}
              type={choice.on ? 'primary' : 'default'}
              aria-pressed={choice.on}
              disabled={choice.disabled}
              data-testid={choice.testId}
              onClick={() => filter.select(choice.value)}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Check boxes in four columns (spec 9). */
export function GridCheckbox({ testId = 'grid-checkbox', ...props }: GridCheckboxProps) {
  const grid = useGridCheckbox(props);
  return (
    <div data-testid={testId} role="group">
      {grid.rows.map((row) => (
        <div key={row[0]?.value} style={line(grid.columns)}>
          {row.map((choice) => (
            <Checkbox
              key={choice.value}
              checked={choice.on}
              disabled={choice.disabled}
              data-testid={choice.testId}
              onChange={() => grid.toggle(choice.value)}
            >
              {choice.label}
            </Checkbox>
          ))}
        </div>
      ))}
    </div>
  );
}

export type { FilterButtonsProps, GridCheckboxProps } from '@suite-ui/core/react';
