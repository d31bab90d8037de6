// The widgets, fields and templates every generated form hands to RJSF (register forms and report
// filters), so both render the same inputs, masks, date pickers and reference pickers.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { BaseInputTemplate } from './templates/BaseInputTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { translateString } from './translate.ts';
import { BooleanSimNaoWidget } from './widgets/BooleanSimNaoWidget.tsx';
import { DateTimeWidget, DateWidget } from './widgets/DateWidget.tsx';
import { DialogListField } from './widgets/DialogListField.tsx';
import { EnumRadioWidget } from './widgets/EnumRadioWidget.tsx';
import { EnumWidget } from './widgets/EnumWidget.tsx';
import { FileWidget } from './widgets/FileWidget.tsx';
import { HistoryField } from './widgets/HistoryField.tsx';
import { MaskedTextWidget } from './widgets/MaskedTextWidget.tsx';
import { MoneyWidget } from './widgets/MoneyWidget.tsx';
import { ReferenceField, ReferenceManyField } from './widgets/ReferenceFields.tsx';

/** The names used by uiSchema.ts ('ui:widget' / 'ui:field'). */
export const formWidgets: RegistryWidgetsType = {
  masked: MaskedTextWidget,
  dateBr: DateWidget,
  dateTimeBr: DateTimeWidget,
  // RJSF's own names for format date/date-time: never the browser's native inputs (mm/dd/yyyy in English)
  DateWidget,
  DateTimeWidget,
  money: MoneyWidget,
  simNao: BooleanSimNaoWidget,
  enumSelect: EnumWidget,
  // replaces RJSF's own 'radio', so every enum radio group is named by its label
  radio: EnumRadioWidget,
};
export const formFields: RegistryFieldsType = {
  reference: ReferenceField,
  referenceMany: ReferenceManyField,
  file: FileWidget,
  dialogList: DialogListField,
  history: HistoryField,
};
export const formTemplates = { ObjectFieldTemplate, BaseInputTemplate };

/** The RJSF settings every generated form shares: our inputs and texts, no browser validation or error
 * list (messages go on the fields), and no placeholder items for lists with minItems (an empty required
 * list is reported, not padded). */
export const formDefaults = {
  widgets: formWidgets,
  fields: formFields,
  templates: formTemplates,
  translateString,
  showErrorList: false as const,
  noHtml5Validate: true,
  experimental_defaultFormStateBehavior: { arrayMinItems: { populate: 'never' as const } },
};
