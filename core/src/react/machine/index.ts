export { ActorHost } from './actor-host';
export { useActorView, useMachineActor, useMachineView, type MachineViewOptions } from './use-machine-view';
export { useActorEvent, useStableValue, useSyncToActor, valueKey } from './use-actor-event';
export { useChildSnapshot } from './use-child-snapshot';
