import type { GridColumnsProps } from '@suite-ui/core/react';
import { useGrid } from '@suite-ui/core/react';
import { Grid } from 'antd-mobile';

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

export type { GridCell, GridColumnsProps } from '@suite-ui/core/react';
