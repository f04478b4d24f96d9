export declare const formikDependencyAliases: { find: RegExp; replacement: string }[];
