import { useGrid } from '@suite-ui/core/react';
import { Col, Row } from 'antd';
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

/** Cells in columns of a 24-weight row (spec 9: grid columns 4) over antd Row and Col. */
export function GridColumns({ cells, columns, gap = 12 }: GridColumnsProps) {
  const layout = useGrid(cells, columns);
  return (
    <Row gutter={[gap, gap]} data-testid="grid" data-columns={layout.columns}>
      {cells.map((cell) => (
        <Col key={cell.key} span={layout.span}>
          {cell.content}
        </Col>
      ))}
    </Row>
  );
}
