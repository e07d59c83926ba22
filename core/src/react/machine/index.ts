export { ActorHost } from './actor-host';
export { useMachineActor, useMachineView, type MachineViewOptions } from './use-machine-view';
