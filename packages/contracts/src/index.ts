export * from "./admin";
export * from "./blog-post";
export * from "./career";
export * from "./contact";
export * from "./error";
export * from "./family-first";
export * from "./limits";
