// The shapes every language's reasons are written with (apart from types.ts, which reads the
// reason codes from English's, so English's file does not import what imports it).
export type Values = Readonly<Record<string, number | string>>;
export type Template = (v: Values) => string;
/** reasonText's dollar format, passed in to keep one. */
export type Money = (value: unknown) => string;
