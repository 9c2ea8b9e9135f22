/** react-admin 5 message keys that ra-language-russian 5.4 does not have yet, in Russian. */
export const raRussianMissing = {
  ra: {
    guesser: {
      empty: {
        title: 'Нет данных для отображения',
        message: 'Пожалуйста, проверьте ваш провайдер данных',
      },
    },
  },
};
