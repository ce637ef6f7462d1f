/**
 * An original sample transcript: a solo episode without timestamps or speaker labels, with
 * abbreviations, numbers and spoken fillers, about building an emergency fund.
 */
export const moneyMonologue = `Hi everyone, and welcome to Plain Money. This week I want to talk about the least exciting and most important account you will ever open: the emergency fund.

So, um, let's define it first. An emergency fund is cash you can reach within a day or two, set aside for events you can't plan, like a job loss, a medical bill, or a car that dies on the highway. It is not an investment. Its job is to be boring and available.

The usual advice is three to six months of expenses. Notice that I said expenses, not income. If you earn 4,000 dollars a month but you spend 2,800, your target is built from the 2,800. That difference alone makes the goal feel a lot less impossible for most people.

Dr. Hannah Ruiz, an economist I interviewed last year, put it well. She said the emergency fund is what turns a crisis into an inconvenience. I think about that line a lot.

Now, six months of expenses is a big number, and big numbers paralyse people. So don't start with six months. Start with one thousand dollars, or one month of rent, whichever comes first. That first small cushion handles the majority of real emergencies, which are things like a broken phone or a dentist visit, not the end of the world.

Here's the trick that actually works: automate it. Set up a transfer that moves money into the fund on the same day your paycheck lands. Even fifty dollars a paycheck adds up to 1,300 dollars a year. When the money moves before you see it, you don't miss it, and you don't have to win an argument with yourself every month.

Where should the money live? Keep it in a separate high-yield savings account at a different bank from your checking account. Separate, because money you can see in your everyday account gets spent. A different bank, because the one or two days a transfer takes is a useful little speed bump against impulse purchases. And high-yield, because there's no reason to let inflation eat it while it waits.

People often ask me, shouldn't I invest that money instead? The stock market returns more over time. That's true over decades, but emergencies don't wait for decades. Markets tend to fall at exactly the moment people lose jobs, during recessions. If you have to sell investments after a thirty percent drop to pay rent, you lock in the loss. The emergency fund is insurance, and you don't judge insurance by its return.

What about paying off debt first? Here's my rule of thumb. Build the starter fund of one thousand dollars first, then attack high-interest debt like credit cards, then finish the full three to six months. Without the starter fund, the next surprise expense goes straight back on the credit card, and you feel like you're running in place.

Let's talk about what counts as an emergency, because this is where funds quietly disappear. A sale on a new TV is not an emergency. A holiday is not an emergency. A predictable expense like car insurance or an annual subscription is not an emergency either, it's a bill you forgot to plan for. For those, open a second account, a sinking fund, and put a little aside every month.

And when you do use the emergency fund, don't feel guilty. That's what it's for. Using it means it worked. The only rule is to rebuild it right away, by pointing the same automatic transfer back at it until it's full again.

One more thing. If your income is irregular, say you freelance or work on commission, aim for the higher end, six months or more. Irregular income needs a bigger buffer, because a slow quarter is not an emergency for you, it's a normal part of the year.

So to recap: start small, automate it, keep it separate, don't invest it, and rebuild it after you use it. That's the whole system. It's boring, and boring is exactly the point.

Thanks for listening to Plain Money. If this helped, share it with one friend who has been meaning to start. See you next week.`;
