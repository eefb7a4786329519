import { PageIntro } from '../../components/content/PageIntro'
import { TutorialsExplorerIsland } from '../../components/tutorials/TutorialsExplorer'
import { tutorialCategories, tutorialVideos } from '../../data/tutorials'

export default function Page() {
  return (
    <>
      <PageIntro />
      <TutorialsExplorerIsland categories={tutorialCategories} videos={tutorialVideos} />
    </>
  )
}
