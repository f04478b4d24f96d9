/** A form field as the contract check reads it (the catalogue's `FormField`, ./forms.ts). */
export interface FieldAsked {
  name: string;
  control: string;
  required?: string | undefined;
  requiredByForm?: true | undefined;
}

/** A disagreement between one variant's fields and the contract, at `fields[index].key`. */
export interface ContractIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Where a form variant and the server's contract disagree on which fields are required, both ways:
 * a field the contract requires must be on the form and refused empty there (its `required`
 * message; a hidden field carries the block's default instead), and a field the form requires
 * beyond the contract says so (`requiredByForm`), so that loosening the contract cannot leave a
 * form demanding the field unnoticed.
 */
export function contractIssues(fields: readonly FieldAsked[], contractRequires: readonly string[]): ContractIssue[] {
  const missing = contractRequires
    .filter((name) => !fields.some((field) => field.name === name))
    .map((name) => ({ path: [], message: `the server requires ${name}: add the field to this form` }));
  const disagreeing = fields.flatMap((field, index): ContractIssue[] => {
    const byContract = contractRequires.includes(field.name);
    if (byContract && field.requiredByForm) {
      return [{ path: [index, "requiredByForm"], message: `the server requires ${field.name} already: remove this` }];
    }
    if (byContract && field.control !== "hidden" && field.required === undefined) {
      return [
        {
          path: [index, "required"],
          message: `the server requires ${field.name}: give the message shown when it is left empty`,
        },
      ];
    }
    if (!byContract && field.required !== undefined && !field.requiredByForm) {
      return [
        {
          path: [index, "required"],
          message: `the server takes a request without ${field.name}: remove "required", or add "requiredByForm": true to ask for it anyway`,
        },
      ];
    }
    return [];
  });
  return [...missing, ...disagreeing];
}
