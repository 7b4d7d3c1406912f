/**
 * The WHATWG URL class, a global of every runtime the domain runs in (browsers and Node): the
 * domain compiles against the ECMAScript library alone (no DOM or Node types), so the part of it
 * the domain reads is declared here (calendar-address.ts). The web app and the API compile the
 * same sources with their own complete declarations.
 */
declare class URL {
  constructor(url: string, base?: string);
  hash: string;
  readonly host: string;
  hostname: string;
  readonly href: string;
  pathname: string;
  protocol: string;
  search: string;
}
