// Style sheets imported by components are bundled by the host's bundler.
declare module '*.css';
