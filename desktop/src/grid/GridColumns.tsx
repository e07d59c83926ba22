import type { GridColumnsProps } from '@suite-ui/core/react';
import { useGrid } from '@suite-ui/core/react';
import { Col, Row } from 'antd';

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

export type { GridCell, GridColumnsProps } from '@suite-ui/core/react';
