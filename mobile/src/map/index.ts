export { Map, type MapProps } from './Map';
