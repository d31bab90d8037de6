// ra-language-portuguese ships CommonJS without types.
declare module 'ra-language-portuguese' {
  const messages: { [key: string]: unknown };
  export default messages;
}
