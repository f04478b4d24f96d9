// The phone rule on its own, for a form that loads it only when sent (forms/native-form.tsx). The
// contact form's validation imports the same function directly; a dynamic import of the shared
// module itself would make every page's start-up script carry a helper to build its namespace.
export { isUsPhoneNumber } from "@brightwater/contracts/phone";
