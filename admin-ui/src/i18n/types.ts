/** The shape of a translation file: the same nested keys as de.ts, every leaf a string. */
export type DeepStringRecord<T> = { [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]> };
