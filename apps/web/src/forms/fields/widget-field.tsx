import { Alert } from 'antd';
import { getFormWidget } from '../registry/widget-registry';
import type { FieldControlProps } from '../types';

/** A business widget registered by name (registerFormWidget); an unknown name says so in place. */
export function WidgetField(props: FieldControlProps) {
  const name = props.field.type === 'widget' ? props.field.widget : '';
  const Widget = getFormWidget(name);
  if (!Widget) return <Alert type="warning" showIcon title={`未注册的业务组件「${name}」`} />;
  return <Widget {...props} />;
}
