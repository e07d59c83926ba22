import { useGrid } from '@suite-ui/core/react';
import { Grid } from 'antd-mobile';
import type { ReactNode } from 'react';

/** One cell of the grid. */
export interface GridCell {
  key: string;
  content: ReactNode;
}

/** Props of the grid columns. */
export interface GridColumnsProps {
  cells: readonly GridCell[];
  /** Columns per row (default 4; kept to a divisor of 24). */
  columns?: number;
  /** Space between cells (px). */
  gap?: number;
}

/** Cells in columns (spec 9: grid columns 4) over antd-mobile Grid. */
export function GridColumns({ cells, columns, gap = 8 }: GridColumnsProps) {
  const layout = useGrid(cells, columns);
  return (
    <div data-testid="grid" data-columns={layout.columns}>
      <Grid columns={layout.columns} gap={gap}>
        {cells.map((cell) => (
          <Grid.Item key={cell.key}>{cell.content}</Grid.Item>
        ))}
      </Grid>
    </div>
  );
}
