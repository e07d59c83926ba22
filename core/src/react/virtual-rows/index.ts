export {
  useVirtualRows,
  virtualRowStyle,
  type VirtualRow,
  type VirtualRows,
  type VirtualRowsOptions,
} from './use-virtual-rows';
