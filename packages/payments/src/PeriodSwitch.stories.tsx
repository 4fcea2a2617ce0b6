import { PLAN_PERIODS, type PlanPeriod } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PeriodSwitch, type PeriodSwitchProps } from './PeriodSwitch';

/** Holds the chosen period the way the member page does, so the control switches in the catalog. */
function ControlledSwitch(props: PeriodSwitchProps) {
  const [value, setValue] = useState<PlanPeriod>(props.value);
  return (
    <PeriodSwitch
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/**
 * The plan period picker (month, season, year) of the member page and the card upgrade: toggle buttons, the chosen
 * one pressed. Pass the periods the catalogue offers (`periodsOf(plans)`).
 */
const meta = {
  title: 'payments/PeriodSwitch',
  component: PeriodSwitch,
  args: { periods: PLAN_PERIODS, value: 'month', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: PLAN_PERIODS } },
  render: (args) => <ControlledSwitch {...args} />,
} satisfies Meta<typeof PeriodSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {};
export const Year: Story = { args: { value: 'year' } };
/** A catalogue with only two periods. */
export const TwoPeriods: Story = { args: { periods: ['month', 'year'] } };

export const Switches: Story = {
  play: async ({ args, canvasElement }) => {
    const [, season] = within(canvasElement).getAllByRole('button');
    await userEvent.click(season!);
    await expect(args.onChange).toHaveBeenCalledWith('season');
    await expect(season).toHaveAttribute('aria-pressed', 'true');
  },
};
