import type { BlockOf } from "@brightwater/content/types";
import { thankYouPaths } from "@brightwater/contracts/thank-you";
import { NativeForm } from "../../forms/native-form";
import { Section } from "../../lib/section";
import { useSite } from "../../site-context";

export function FamilyFirstForm({ block }: { block: BlockOf<"familyFirstForm"> }) {
  const { forms } = useSite();
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle} className="contact">
      <NativeForm
        copy={forms.familyFirst}
        endpoint="/api/family-first-submissions"
        multipart={false}
        thankYouPath={thankYouPaths.family_first}
        defaults={{ subject: block.defaultSubject }}
      />
    </Section>
  );
}
