export * from "./contact";
export * from "./error";
export * from "./limits";
export { cleanText } from "./text";
export * from "./blog-post";
