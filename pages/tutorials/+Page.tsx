import { PageIntro } from '../../components/content/PageIntro'
import { TutorialsExplorer } from '../../components/tutorials/TutorialsExplorer'
import { tutorialCategories, tutorialVideos } from '../../data/tutorials'

export default function Page() {
  return (
    <>
      <PageIntro />
      <TutorialsExplorer categories={tutorialCategories} videos={tutorialVideos} />
    </>
  )
}
